import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { fMintModulesOverRpc } from '../overRpc/defiOverRpc.js'
import { fMintAccountOverRpc } from '../overRpc/fmintOverRpc.js'
import { checkAddress, createQueryKey, type QueryParameters, type RpcAnswer, runQuery } from '../query.js'
import { address, hexBigInt } from '../scalars.js'

export interface GetFMintAccountParameters extends QueryParameters {
  owner: string
  /**
   * The FantomMint contract (`defiConfiguration.fMintContract`). With it, or with the client's network contracts
   * (`fMint`, or `fMintAddressProvider` asked for it), a JSON-RPC node answers when the API cannot (limited mode);
   * without any of them, the query needs the API.
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
  const known = parameters.fMintContract ?? client.contracts?.fMint
  const fMint = known === undefined ? undefined : checkAddress(known, 'fMintContract')
  // The FantomMint contract given or known, else the one fMint's address provider names; neither known: the node's
  // answer is an error that says the API is needed (docs/chain-and-api.md#networks).
  const rpc: RpcAnswer = fMint
    ? (node, signal) => fMintAccountOverRpc(node, variables.owner, fMint, signal)
    : async (node, signal) =>
        fMintAccountOverRpc(
          node,
          variables.owner,
          (await fMintModulesOverRpc(node, client.contracts, signal)).fMint,
          signal,
        )
  return (await runQuery(client, document, variables, schema, parameters.signal, rpc)).fMintAccount
}

export function getFMintAccountQueryKey(parameters: GetFMintAccountParameters) {
  return createQueryKey('fMintAccount', { owner: parameters.owner })
}
