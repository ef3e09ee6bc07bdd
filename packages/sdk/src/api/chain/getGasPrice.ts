import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { gasPriceOverRpc } from '../overRpc/chainOverRpc.js'
import { createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { hexBigInt } from '../scalars.js'

export type GetGasPriceParameters = QueryParameters
export type GetGasPriceReturnType = bigint

const document = 'query GasPrice { gasPrice }'
const schema = /* @__PURE__ */ z.object({ gasPrice: hexBigInt })

/** The network's gas price in wei (before the wallet's doubling, see computeGasPrice). */
export async function getGasPrice(
  client: ApiClient,
  parameters: GetGasPriceParameters = {},
): Promise<bigint> {
  return (await runQuery(client, document, undefined, schema, parameters.signal, gasPriceOverRpc)).gasPrice
}

export function getGasPriceQueryKey() {
  return createQueryKey('gasPrice')
}
