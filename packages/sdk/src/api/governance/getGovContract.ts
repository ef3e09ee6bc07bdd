import * as z from 'zod'
import type { ApiClient } from '../createApiClient.js'
import { govContractOverRpc, governanceContractAt } from '../overRpc/governanceOverRpc.js'
import {
  checkAddress,
  createQueryKey,
  type QueryParameters,
  type RpcAnswer,
  runQueryOrNull,
  toHexQuantity,
} from '../query.js'
import { address, hexBigInt } from '../scalars.js'
import { PROPOSAL_STATE_FIELDS, proposalDetailSchema } from './proposalSchemas.js'

export interface GetGovContractParameters extends QueryParameters {
  /** The governance contract. */
  address: string
  /** The voter (for canVote and delegationsBy). */
  from: string
  /** The proposal id. */
  id: bigint
}

const contractSchema = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ z.string(),
  address,
  totalProposals: hexBigInt,
  totalVotingPower: hexBigInt,
  canVote: /* @__PURE__ */ z.boolean(),
  /** validator addresses the voter delegates to */
  delegationsBy: /* @__PURE__ */ z.array(address),
  proposal: /* @__PURE__ */ proposalDetailSchema.nullable(),
})
/** A governance contract with the voter's rights and one proposal's detail. */
export type GovContractDetail = z.output<typeof contractSchema>
export type GetGovContractReturnType = GovContractDetail | null

const document = `query GovernanceContract($address: Address!, $from: Address!, $id: BigInt!) {
  govContract(address: $address) {
    name address totalProposals totalVotingPower canVote(from: $from) delegationsBy(from: $from)
    proposal(id: $id) {
      name description contract opinionScales options ${PROPOSAL_STATE_FIELDS} minVotes minAgreement
      totalWeight votedWeightRatio votingStarts votingMayEnd votingMustEnd
    }
  }
}`
const schema = /* @__PURE__ */ z.object({ govContract: /* @__PURE__ */ contractSchema.nullable() })

/** The server's error for an address that is not a configured governance contract. */
export const UNKNOWN_GOV_CONTRACT = { field: 'govContract', message: /^governance contract \S+ not found$/ }

/** Proposal detail view data; null when the contract is unknown. */
export async function getGovContract(
  client: ApiClient,
  parameters: GetGovContractParameters,
): Promise<GovContractDetail | null> {
  const variables = {
    address: checkAddress(parameters.address, 'address'),
    from: checkAddress(parameters.from, 'from'),
    id: toHexQuantity(parameters.id, 'id'),
  }
  const govs = client.contracts?.governance
  const rpc: RpcAnswer | undefined = govs?.length
    ? (node, signal) =>
        govContractOverRpc(
          node,
          governanceContractAt(govs, variables.address),
          variables.from,
          parameters.id,
          signal,
        )
    : undefined
  const result = await runQueryOrNull(
    client,
    document,
    variables,
    schema,
    UNKNOWN_GOV_CONTRACT,
    parameters.signal,
    rpc,
  )
  return result?.govContract ?? null
}

export function getGovContractQueryKey(parameters: GetGovContractParameters) {
  return createQueryKey('govContract', parameters)
}
