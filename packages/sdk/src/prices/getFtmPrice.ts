// zod/mini: the price shows on the first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import type { ApiClient } from '../api/createApiClient.js'
import { ApiInputError } from '../api/errors.js'
import { createQueryKey, type QueryParameters, runQuery } from '../api/query.js'
import { PRICE_DECIMALS } from '../constants/limits.js'
import { truncatePrice } from '../format/truncatePrice.js'

export interface GetFtmPriceParameters extends QueryParameters {
  /** The selected currency: 'USD' (default) or 'EUR'; the server accepts any symbol it is configured for. */
  currency?: string | undefined
}

export interface FtmPrice {
  readonly currency: string
  /** Price of 1 FTM, truncated (never rounded) to 5 decimals. */
  readonly price: number
}
export type GetFtmPriceReturnType = FtmPrice

const document = `query Price($to: String!) {
  price(to: $to) { price }
}`
const schema = /* @__PURE__ */ z.object({
  price: /* @__PURE__ */ z.object({
    price: /* @__PURE__ */ z.number().check(/* @__PURE__ */ z.minimum(0, 'expected a non-negative price')),
  }),
})

function normalizeCurrency(currency: string | undefined): string {
  const symbol = (currency ?? 'USD').toUpperCase()
  if (!/^\w{2,4}$/.test(symbol)) throw new ApiInputError('currency must be a 2–4 letter symbol')
  return symbol
}

/** The FTM price in `currency`, truncated to 5 decimals (docs/chain-and-api.md#api-queries). */
export async function getFtmPrice(
  client: ApiClient,
  parameters: GetFtmPriceParameters = {},
): Promise<FtmPrice> {
  const currency = normalizeCurrency(parameters.currency)
  const { price } = await runQuery(client, document, { to: currency }, schema, parameters.signal)
  return { currency, price: truncatePrice(price.price, PRICE_DECIMALS) }
}

export function getFtmPriceQueryKey(parameters: GetFtmPriceParameters = {}) {
  return createQueryKey('ftmPrice', { currency: normalizeCurrency(parameters.currency) })
}
