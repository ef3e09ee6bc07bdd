import * as z from 'zod'
import { PAGE_SIZE_GOVERNANCE } from '../../constants/limits.js'
import type { ApiClient } from '../createApiClient.js'
import { govProposalsOverRpc } from '../overRpc/governanceOverRpc.js'
import { connectionSchema, type Page } from '../pagination.js'
import { checkCount, createQueryKey, type QueryParameters, type RpcAnswer, runQuery } from '../query.js'
import {
  type GovProposalListItem,
  PROPOSAL_LIST_FIELDS,
  proposalListItemSchema,
  proposalRequestCount,
  trimProposalPage,
} from './proposalSchemas.js'

export interface GetGovProposalsParameters extends QueryParameters {
  cursor?: string | null | undefined
  /** Page size (default 40, docs/behaviour/governance.md#proposals-list). */
  count?: number | undefined
  activeOnly?: boolean | undefined
}
export type GetGovProposalsReturnType = Page<GovProposalListItem>

const document = `query GovernanceProposals($cursor: Cursor, $count: Int!, $activeOnly: Boolean) {
  govProposals(cursor: $cursor, count: $count, activeOnly: $activeOnly) {
    totalCount
    pageInfo { first last hasNext hasPrevious }
    edges {
      proposal {
        ${PROPOSAL_LIST_FIELDS}
      }
      cursor
    }
  }
}`
const schema = /* @__PURE__ */ z.object({
  govProposals: /* @__PURE__ */ connectionSchema('proposal', proposalListItemSchema),
})

/** One page of proposals of every governance contract, newest first. */
export async function getGovProposals(
  client: ApiClient,
  parameters: GetGovProposalsParameters = {},
): Promise<Page<GovProposalListItem>> {
  const count = checkCount(parameters.count ?? PAGE_SIZE_GOVERNANCE)
  const cursor = parameters.cursor ?? null
  const variables = {
    cursor,
    count: proposalRequestCount(cursor, count),
    activeOnly: parameters.activeOnly ?? false,
  }
  const govs = client.contracts?.governance ?? []
  const rpc: RpcAnswer | undefined =
    govs.length > 0 ? (node, signal) => govProposalsOverRpc(node, govs, variables, signal) : undefined
  const { govProposals } = await runQuery(client, document, variables, schema, parameters.signal, rpc)
  return trimProposalPage(cursor, count, govProposals)
}

export function getGovProposalsQueryKey(parameters: GetGovProposalsParameters = {}) {
  return createQueryKey('govProposals', parameters)
}
