import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { fMintAccountOverRpc } from '../overRpc/fmintOverRpc.js'
import { checkAddress, createQueryKey, type QueryParameters, type RpcAnswer, runQuery } from '../query.js'
import { address, hexBigInt } from '../scalars.js'

export interface GetFMintAccountParameters extends QueryParameters {
  owner: string
  /**
   * The FantomMint contract (`defiConfiguration.fMintContract`). With it, a JSON-RPC node answers when the API
   * cannot (limited mode); without it, the query needs the API.
   */
  fMintContract?: string | undefined
}

const tokenBalanceSchema = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.enum(['COLLATERAL', 'DEBT']),
  tokenAddress: address,
  balance: hexBigInt,
  /** fUSD value */
  value: hexBigInt,
  token: /* @__PURE__ */ z.object({ address, symbol: /* @__PURE__ */ z.string() }),
})
export type FMintTokenBalance = z.output<typeof tokenBalanceSchema>

const accountSchema = /* @__PURE__ */ z.object({
  address,
  collateral: /* @__PURE__ */ z.array(tokenBalanceSchema),
  collateralValue: hexBigInt,
  collateralList: /* @__PURE__ */ z.array(address),
  debt: /* @__PURE__ */ z.array(tokenBalanceSchema),
  debtValue: hexBigInt,
  debtList: /* @__PURE__ */ z.array(address),
})
/** fMint positions: collateral and debt per token, totals in fUSD. */
export type FMintAccount = z.output<typeof accountSchema>
export type GetFMintAccountReturnType = FMintAccount

const BALANCE = 'type tokenAddress balance value token { address symbol }'
const document = `query FMintAccount($owner: Address!) {
  fMintAccount(owner: $owner) {
    address
    collateral { ${BALANCE} }
    collateralValue
    collateralList
    debt { ${BALANCE} }
    debtValue
    debtList
  }
}`
const schema = /* @__PURE__ */ z.object({ fMintAccount: accountSchema })

/** The fMint account of `owner` (positions variant). Addresses come checksummed, so matching is exact. */
export async function getFMintAccount(
  client: ApiClient,
  parameters: GetFMintAccountParameters,
): Promise<FMintAccount> {
  const variables = { owner: checkAddress(parameters.owner, 'owner') }
  const fMint =
    parameters.fMintContract === undefined
      ? undefined
      : checkAddress(parameters.fMintContract, 'fMintContract')
  const rpc: RpcAnswer | undefined = fMint
    ? (node, signal) => fMintAccountOverRpc(node, variables.owner, fMint, signal)
    : undefined
  return (await runQuery(client, document, variables, schema, parameters.signal, rpc)).fMintAccount
}

export function getFMintAccountQueryKey(parameters: GetFMintAccountParameters) {
  return createQueryKey('fMintAccount', { owner: parameters.owner })
}
