import { chainTime } from '../defi/domainDeps.js'
import type { GovContractSource } from './govContracts.js'
import { proposalCursor, readAllProposals } from './readProposals.js'

const MAX_PAGE = 250

/**
 * A GovernanceProposalList with the real API's rules (docs/chain-and-api.md#pagination): the cursor proposal is
 * part of a forward page; a backward page ends before the cursor (before the last proposal without one);
 * first/last name the whole list's ends; an unknown cursor starts at the top.
 */
export async function proposalList(
  ctx: unknown,
  govs: readonly GovContractSource[],
  args: { cursor?: string | null; count: number; activeOnly?: boolean | null },
) {
  let list = await readAllProposals(ctx, govs)
  if (args.activeOnly) {
    const now = await chainTime(ctx)
    list = list.filter((p) => p.votingStarts < now && now < p.votingMustEnd)
  }
  const count = args.count === 0 ? MAX_PAGE : Math.sign(args.count) * Math.min(Math.abs(args.count), MAX_PAGE)
  const found = args.cursor ? list.findIndex((p) => proposalCursor(p) === args.cursor) : -1
  let at = Math.max(found, 0)
  let start: number
  let end: number
  if (count > 0) {
    start = at
    end = Math.min(list.length, at + count)
  } else {
    if (found <= 0) at = list.length - 1
    start = Math.max(0, at + count)
    end = Math.max(start, at)
  }
  const page = list.slice(start, end)
  const first = list[0]
  const last = list[list.length - 1]
  return {
    totalCount: BigInt(list.length),
    pageInfo: {
      first: first ? proposalCursor(first) : null,
      last: last ? proposalCursor(last) : null,
      hasNext: page.length > 0 && end < list.length,
      hasPrevious: page.length > 0 && start > 0,
    },
    edges: page.map((proposal) => ({ cursor: proposalCursor(proposal), proposal })),
  }
}
