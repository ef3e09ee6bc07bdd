import * as z from 'zod'
import { PAGE_SIZE_CONTRACT_PROPOSALS } from '../../constants/limits.js'
import type { ApiClient } from '../createApiClient.js'
import { govContractProposalsOverRpc, governanceContractAt } from '../overRpc/governanceOverRpc.js'
import { connectionSchema, type Page } from '../pagination.js'
import {
  checkAddress,
  checkCount,
  createQueryKey,
  type QueryParameters,
  type RpcAnswer,
  runQueryOrNull,
} from '../query.js'
import { address, hexBigInt } from '../scalars.js'
import { UNKNOWN_GOV_CONTRACT } from './getGovContract.js'
import {
  contractProposalSchema,
  type GovContractProposal,
  proposalRequestCount,
  trimProposalPage,
} from './proposalSchemas.js'

export interface GetGovContractProposalsParameters extends QueryParameters {
  address: string
  /** With a voter the result says whether they can vote. */
  from?: string | undefined
  cursor?: string | null | undefined
  /** Page size (default 20). */
  count?: number | undefined
}

export interface GetGovContractProposalsReturnType {
  readonly name: string
  readonly address: string
  readonly totalProposals: bigint
  /** null when no voter was given */
  readonly canVote: boolean | null
  readonly proposals: Page<GovContractProposal>
}

const PROPOSALS = `proposals(cursor: $cursor, count: $count) {
      totalCount
      pageInfo { first last hasNext hasPrevious }
      edges { cursor proposal { id name description contract minVotes minAgreement votingStarts votingMayEnd votingMustEnd } }
    }`
const withVoter = `query GovernanceContract($address: Address!, $from: Address!, $cursor: Cursor, $count: Int!) {
  govContract(address: $address) {
    name address totalProposals canVote(from: $from)
    ${PROPOSALS}
  }
}`
const withoutVoter = `query GovernanceContract($address: Address!, $cursor: Cursor, $count: Int!) {
  govContract(address: $address) {
    name address totalProposals
    ${PROPOSALS}
  }
}`
const base = {
  name: /* @__PURE__ */ z.string(),
  address,
  totalProposals: hexBigInt,
  proposals: /* @__PURE__ */ connectionSchema('proposal', contractProposalSchema),
}
const schemas = {
  voter: /* @__PURE__ */ z.object({
    govContract: /* @__PURE__ */ z.object({ ...base, canVote: /* @__PURE__ */ z.boolean() }).nullable(),
  }),
  plain: /* @__PURE__ */ z.object({ govContract: /* @__PURE__ */ z.object(base).nullable() }),
}

/** One contract's proposals, one page (the server's list is a connection, not the plain list the original asked for). */
export async function getGovContractProposals(
  client: ApiClient,
  parameters: GetGovContractProposalsParameters,
): Promise<GetGovContractProposalsReturnType | null> {
  const contract = checkAddress(parameters.address, 'address')
  const from = parameters.from === undefined ? undefined : checkAddress(parameters.from, 'from')
  const count = checkCount(parameters.count ?? PAGE_SIZE_CONTRACT_PROPOSALS)
  const cursor = parameters.cursor ?? null
  const variables = { address: contract, cursor, count: proposalRequestCount(cursor, count) }
  const { signal } = parameters
  const govs = client.contracts?.governance
  const rpc: RpcAnswer | undefined = govs?.length
    ? (node, rpcSignal) =>
        govContractProposalsOverRpc(
          node,
          governanceContractAt(govs, contract),
          { from, cursor, count: variables.count },
          rpcSignal,
        )
    : undefined
  const result =
    from === undefined
      ? await runQueryOrNull(
          client,
          withoutVoter,
          variables,
          schemas.plain,
          UNKNOWN_GOV_CONTRACT,
          signal,
          rpc,
        )
      : await runQueryOrNull(
          client,
          withVoter,
          { ...variables, from },
          schemas.voter,
          UNKNOWN_GOV_CONTRACT,
          signal,
          rpc,
        )
  const govContract = result?.govContract ?? null
  if (govContract === null) return null
  const { proposals, ...rest } = govContract
  return { canVote: null, ...rest, proposals: trimProposalPage(cursor, count, proposals) }
}

export function getGovContractProposalsQueryKey(parameters: GetGovContractProposalsParameters) {
  return createQueryKey('govContractProposals', parameters)
}
