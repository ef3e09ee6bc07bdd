// Moved to ui/. This re-export stays only for areas/governance/ProposalsPage, which another engineer was editing
// when the move happened; delete it once that file imports from '../../ui/InfiniteScrollSentinel.js'.
export { InfiniteScrollSentinel, type InfiniteScrollSentinelProps } from '../../ui/InfiniteScrollSentinel.js'
