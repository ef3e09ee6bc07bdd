import * as z from 'zod'
import type { Page } from '../pagination.js'
import { address, hexBigInt, hexNumber, int } from '../scalars.js'

/** status: 0 in progress, 1 resolved, 2 failed, 4 canceled, 8 execution expired; winnerId only when resolved. */
export const proposalStateSchema = /* @__PURE__ */ z.object({
  isResolved: /* @__PURE__ */ z.boolean(),
  status: hexNumber,
  winnerId: /* @__PURE__ */ hexBigInt.nullable(),
})
export const PROPOSAL_STATE_FIELDS = 'state { isResolved status winnerId }'

/** Voting window and thresholds (minVotes, minAgreement: 18-decimal fractions; times in unix seconds). */
const votingFields = {
  minVotes: hexBigInt,
  minAgreement: hexBigInt,
  votingStarts: hexNumber,
  votingMayEnd: hexNumber,
  votingMustEnd: hexNumber,
}

/** A proposal in the all-contracts list (GovernanceProposals of the original). */
export const proposalListItemSchema = /* @__PURE__ */ z.object({
  id: hexBigInt,
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.string(),
  contract: address,
  governanceId: address,
  options: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  state: proposalStateSchema,
  ...votingFields,
})
export type GovProposalListItem = z.output<typeof proposalListItemSchema>
export const PROPOSAL_LIST_FIELDS = `id name description contract governanceId options ${PROPOSAL_STATE_FIELDS}
        minVotes minAgreement votingStarts votingMayEnd votingMustEnd`

/** A proposal in one contract's list. */
export const contractProposalSchema = /* @__PURE__ */ z.object({
  id: hexBigInt,
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.string(),
  contract: address,
  ...votingFields,
})
export type GovContractProposal = z.output<typeof contractProposalSchema>

/** The detail view of one proposal. */
export const proposalDetailSchema = /* @__PURE__ */ z.object({
  name: /* @__PURE__ */ z.string(),
  description: /* @__PURE__ */ z.string(),
  contract: address,
  opinionScales: /* @__PURE__ */ z.array(hexBigInt),
  options: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
  state: proposalStateSchema,
  totalWeight: hexBigInt,
  /** per mille */
  votedWeightRatio: int,
  ...votingFields,
})
export type GovProposalDetail = z.output<typeof proposalDetailSchema>

export const optionStateSchema = /* @__PURE__ */ z.object({
  optionId: hexBigInt,
  votes: hexBigInt,
  agreement: hexBigInt,
  /** 18-decimal fraction */
  agreementRatio: hexBigInt,
})
export type GovOptionState = z.output<typeof optionStateSchema>

/**
 * The real server includes the cursor proposal itself in a page and reports first/last of the WHOLE list in pageInfo
 * (docs/chain-and-api.md#pagination). So after a cursor we ask for count + 1 (proposalRequestCount), drop the
 * cursor's own row and take the next cursor from the last row kept (trimProposalPage). Also right for a server with
 * ordinary (exclusive) cursors.
 */
export function proposalRequestCount(cursor: string | null, count: number): number {
  return cursor === null ? count : count + 1
}

export function trimProposalPage<T>(cursor: string | null, count: number, raw: Page<T>): Page<T> {
  let items = [...raw.items]
  let cursors = [...raw.cursors]
  if (cursor !== null && cursors[0]?.toLowerCase() === cursor.toLowerCase()) {
    items = items.slice(1)
    cursors = cursors.slice(1)
  }
  const more = items.length > count
  items = items.slice(0, count)
  cursors = cursors.slice(0, count)
  const hasNext = more || raw.pageInfo.hasNext
  const first = cursors[0] ?? null
  const last = cursors.at(-1) ?? null
  return {
    items,
    cursors,
    totalCount: raw.totalCount,
    pageInfo: { first, last, hasNext, hasPrevious: raw.pageInfo.hasPrevious },
    nextCursor: hasNext ? last : null,
  }
}
