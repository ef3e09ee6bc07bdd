import { useGovProposals } from '@ftm-wallet/react'
import type { GovProposalListItem } from '@ftm-wallet/sdk'
import { useCallback } from 'react'
import { useNavigate, useParams } from 'react-router'
import { InfiniteScrollSentinel } from '../../ui/InfiniteScrollSentinel.js'
import { govPaths } from './govPaths.js'
import { ProposalRow } from './ProposalRow.js'
import './governance.css'

const COLUMNS = ['ID / Name', 'Start / End', 'You Voted', 'Votes', 'Winner', 'State'] as const

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
                {COLUMNS.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            {query.data.pages.map((page, pageIndex) => (
              <tbody className="gov-list-page" key={page.cursors[0] ?? pageIndex}>
                {page.items.map((p, i) => (
                  <ProposalRow
                    key={`${p.governanceId}-${p.id.toString()}`}
                    proposal={p}
                    from={address}
                    position={i}
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
