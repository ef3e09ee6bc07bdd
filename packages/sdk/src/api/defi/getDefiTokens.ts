import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { checkAddress, createQueryKey, type QueryParameters, runQuery } from '../query.js'
import { address, hexBigInt, int } from '../scalars.js'

export interface GetDefiTokensParameters extends QueryParameters {
  /** With an owner each token carries `availableBalance` and `allowance` (to the fMint contract). */
  owner?: string | undefined
}

const base = {
  address,
  name: /* @__PURE__ */ z.string(),
  symbol: /* @__PURE__ */ z.string(),
  logoUrl: /* @__PURE__ */ z.string(),
  decimals: int,
  /** oracle price in fUSD with `priceDecimals` decimals */
  price: hexBigInt,
  priceDecimals: int,
  totalSupply: hexBigInt,
  isActive: /* @__PURE__ */ z.boolean(),
  canWrapFTM: /* @__PURE__ */ z.boolean(),
  canDeposit: /* @__PURE__ */ z.boolean(),
  canMint: /* @__PURE__ */ z.boolean(),
  canBorrow: /* @__PURE__ */ z.boolean(),
  canTrade: /* @__PURE__ */ z.boolean(),
}
const tokenSchema = /* @__PURE__ */ z.object(base)
const tokenWithOwnerSchema = /* @__PURE__ */ z.object({
  ...base,
  availableBalance: hexBigInt,
  allowance: hexBigInt,
})

export type DefiToken = z.output<typeof tokenSchema> & {
  readonly availableBalance?: bigint
  readonly allowance?: bigint
}
export type GetDefiTokensReturnType = DefiToken[]

const FIELDS = `address name symbol logoUrl decimals price priceDecimals totalSupply isActive canWrapFTM canDeposit
    canMint canBorrow canTrade`
const withOwner = `query DefiTokens($owner: Address!) {
  defiTokens {
    ${FIELDS} availableBalance(owner: $owner) allowance(owner: $owner)
  }
}`
const withoutOwner = `query DefiTokens {
  defiTokens {
    ${FIELDS}
  }
}`

/**
 * The fMint token registry: the wallet's main token source (FUSD, WFTM, SFTM, …). In limited mode a JSON-RPC node
 * answers from the registry fMint's address provider names (docs/chain-and-api.md#fmint-contracts); that code (with
 * ethers' ABI coder) is loaded only then, as the other queries' node answers are, not by every screen that lists the
 * tokens (docs/decisions.md#size-budgets).
 */
export async function getDefiTokens(
  client: ApiClient,
  parameters: GetDefiTokensParameters = {},
): Promise<DefiToken[]> {
  const { owner, signal } = parameters
  const { contracts } = client
  if (owner === undefined) {
    const schema = z.object({ defiTokens: z.array(tokenSchema) })
    return (
      await runQuery(client, withoutOwner, undefined, schema, signal, async (node, nodeSignal) =>
        (await import('../overRpc/defiOverRpc.js')).defiTokensOverRpc(node, contracts, undefined, nodeSignal),
      )
    ).defiTokens
  }
  const schema = z.object({ defiTokens: z.array(tokenWithOwnerSchema) })
  const variables = { owner: checkAddress(owner, 'owner') }
  return (
    await runQuery(client, withOwner, variables, schema, signal, async (node, nodeSignal) =>
      (
        await import('../overRpc/defiOverRpc.js')
      ).defiTokensOverRpc(node, contracts, variables.owner, nodeSignal),
    )
  ).defiTokens
}

export function getDefiTokensQueryKey(parameters: GetDefiTokensParameters = {}) {
  return createQueryKey('defiTokens', parameters)
}
