import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { createQueryKey, type QueryParameters, runQuery } from '../query.js'
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

/** The governance contracts the server knows. */
export async function getGovContracts(
  client: ApiClient,
  parameters: GetGovContractsParameters = {},
): Promise<GovContractSummary[]> {
  return (await runQuery(client, document, undefined, schema, parameters.signal)).govContracts
}

export function getGovContractsQueryKey() {
  return createQueryKey('govContracts')
}
