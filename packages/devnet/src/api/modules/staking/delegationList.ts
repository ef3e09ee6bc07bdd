import type { DelegationRecord } from '../../../indexer/plugins/staking/StakingIndex.js'
import { normaliseCount, pageNewestFirst } from './pageNewestFirst.js'

/** What a `Delegation` resolves from: the pair, and the index record when there is one. */
export interface DelegationSource {
  address: string
  validatorId: bigint
  record: DelegationRecord | undefined
}

/** Builds a DelegationList page from index records (newest first); cursor = the record's 24-hex id. */
export function delegationListOf(
  records: readonly DelegationRecord[],
  args: { cursor?: string | null; count?: number | null },
) {
  const page = pageNewestFirst(records, (r) => r.id, args.cursor, normaliseCount(args.count, 25))
  return {
    totalCount: page.totalCount,
    pageInfo: page.pageInfo,
    edges: page.items.map(({ cursor, item }) => ({
      cursor,
      delegation: {
        address: item.address,
        validatorId: item.validatorId,
        record: item,
      } satisfies DelegationSource,
    })),
  }
}
