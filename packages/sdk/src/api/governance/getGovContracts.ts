import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { govContractsOverRpc } from '../overRpc/governanceOverRpc.js'
import { createQueryKey, type QueryParameters, type RpcAnswer, runQuery } from '../query.js'
import { address, hexBigInt } from '../scalars.js'

export type GetGovContractsParameters = QueryParameters

const contractSchema = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ z.string(),
  address,
  totalProposals: hexBigInt,
})
export type GovContractSummary = z.output<typeof contractSchema>
export type GetGovContractsReturnType = GovContractSummary[]

const document = `query GovernanceContracts {
  govContracts { name address totalProposals }
}`
const schema = /* @__PURE__ */ z.object({ govContracts: /* @__PURE__ */ z.array(contractSchema) })

/** The governance contracts the server knows (over JSON-RPC: those of the client's network preset). */
export async function getGovContracts(
  client: ApiClient,
  parameters: GetGovContractsParameters = {},
): Promise<GovContractSummary[]> {
  const govs = client.contracts?.governance ?? []
  const rpc: RpcAnswer | undefined =
    govs.length > 0 ? (node, signal) => govContractsOverRpc(node, govs, signal) : undefined
  return (await runQuery(client, document, undefined, schema, parameters.signal, rpc)).govContracts
}

export function getGovContractsQueryKey() {
  return createQueryKey('govContracts')
}
