import { useGovProposals } from '@ftm-wallet/react'
import { computeProposalWinner, formatProposalStatus, type GovProposalListItem } from '@ftm-wallet/sdk'
import { useCallback } from 'react'
import { useNavigate, useParams } from 'react-router'
import { InfiniteScrollSentinel } from '../../ui/InfiniteScrollSentinel.js'
import { SortableHeader } from '../../ui/SortableHeader.js'
import { sortRows, useTableSort } from '../../ui/tableSort.js'
import { govPaths } from './govPaths.js'
import { ProposalRow } from './ProposalRow.js'
import './governance.css'

const winnerName = (p: GovProposalListItem) =>
  computeProposalWinner({ isResolved: p.state.isResolved, winnerId: p.state.winnerId, options: p.options })
    ?.name ?? ''

/**
 * Columns and the value each sortable one orders by. You Voted and Votes fill in row by row after the list arrives,
 * so they do not sort (docs/behaviour/app-shell.md#tables).
 */
const COLUMNS: readonly (readonly [string, string | undefined])[] = [
  ['ID / Name', 'id'],
  ['Start / End', 'start'],
  ['You Voted', undefined],
  ['Votes', undefined],
  ['Winner', 'winner'],
  ['State', 'state'],
]
const SORT_VALUES: Record<string, (p: GovProposalListItem) => bigint | number | string> = {
  id: (p) => p.id,
  start: (p) => p.votingStarts,
  winner: winnerName,
  state: (p) => formatProposalStatus(p.state.status),
}
const SORT_KEYS = Object.keys(SORT_VALUES)
/** Rows a <tbody> holds once sorted: the size of a loaded page, so the browser still skips the unseen ones. */
const ROWS_PER_BODY = 40

interface PlacedProposal {
  proposal: GovProposalListItem
  /** Its place in the page it arrived with: its Votes fill in that many 350 ms steps after the page. */
  position: number
}

/**
 * gov-home: every governance contract's proposals, 40 per page with infinite scroll
 * (docs/behaviour/governance.md#proposals-list). Rows of a page fill 350 ms apart
 * (docs/behaviour/governance.md#proposals-list), counted from their page's arrival.
 */
export function ProposalsPage() {
  const address = useParams().address as string
  const navigate = useNavigate()
  const query = useGovProposals()
  const proposals = query.data?.pages.flatMap((page) => page.items) ?? []
  // Until a header is pressed the rows keep the API's order, page by page.
  const { sort, toggle } = useTableSort('proposals', SORT_KEYS, { sortBy: '', sortDir: 'asc' })
  const bodies: { key: string; rows: PlacedProposal[] }[] = []
  const pages = query.data?.pages ?? []
  const sortValue = SORT_VALUES[sort.sortBy]
  if (!sortValue) {
    pages.forEach((page, index) => {
      bodies.push({
        key: page.cursors[0] ?? String(index),
        rows: page.items.map((proposal, position) => ({ proposal, position })),
      })
    })
  } else {
    const placed = pages.flatMap((page) => page.items.map((proposal, position) => ({ proposal, position })))
    const sorted = sortRows(placed, sort, { [sort.sortBy]: (row: PlacedProposal) => sortValue(row.proposal) })
    for (let i = 0; i < sorted.length; i += ROWS_PER_BODY)
      bodies.push({ key: `sorted-${i}`, rows: sorted.slice(i, i + ROWS_PER_BODY) })
  }
  const total = query.data?.pages[0]?.totalCount
  const onOpen = useCallback(
    (p: GovProposalListItem) => navigate(govPaths.proposal(address, p.id, p.governanceId)),
    [navigate, address],
  )
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  const onReach = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage().catch(() => undefined)
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  return (
    <section className="card stack" aria-labelledby="gov-title">
      <h1 id="gov-title">Governance</h1>
      <h2>{total === undefined ? 'Proposals' : `Proposals (${total.toString()})`}</h2>
      {query.isError && (
        <p role="alert" className="message message-error">
          {query.error.message}
        </p>
      )}
      {query.isPending && <p aria-busy="true">Loading…</p>}
      {query.isSuccess && proposals.length > 0 && (
        <div className="table-wrap">
          <table aria-label="Proposals" className="table gov-list">
            <thead>
              <tr className="gov-list-row">
                {COLUMNS.map(([label, key]) => (
                  <SortableHeader key={label} label={label} sortKey={key} sort={sort} onSort={toggle} />
                ))}
              </tr>
            </thead>
            {bodies.map(({ key, rows }) => (
              <tbody className="gov-list-page" key={key}>
                {rows.map(({ proposal: p, position }) => (
                  <ProposalRow
                    key={`${p.governanceId}-${p.id.toString()}`}
                    proposal={p}
                    from={address}
                    position={position}
                    onOpen={onOpen}
                  />
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
      {proposals.length === 0 && query.isSuccess && <p className="muted">No proposals yet.</p>}
      <InfiniteScrollSentinel onReach={onReach} disabled={!hasNextPage} />
      {isFetchingNextPage && <p aria-busy="true">Loading…</p>}
    </section>
  )
}
