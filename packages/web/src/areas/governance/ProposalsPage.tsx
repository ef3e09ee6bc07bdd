import { useGovProposals } from '@ftm-wallet/react'
import { type GovProposalListItem, PAGE_SIZE_GOVERNANCE } from '@ftm-wallet/sdk'
import { useCallback } from 'react'
import { useNavigate, useParams } from 'react-router'
import { InfiniteScrollSentinel } from '../../screens/history/InfiniteScrollSentinel.js'
import { govPaths } from './govPaths.js'
import { ProposalRow } from './ProposalRow.js'

/** gov-home: every governance contract's proposals, 40 per page with infinite scroll (spec 02 §2). */
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
      {query.isSuccess && (
        <div className="table-wrap">
          <table className="table" aria-label="Proposals">
            <thead>
              <tr>
                <th scope="col">ID / Name</th>
                <th scope="col">Start / End</th>
                <th scope="col">You Voted</th>
                <th scope="col">Votes</th>
                <th scope="col">Winner</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {proposals.map((p, i) => (
                <ProposalRow
                  key={`${p.governanceId}-${p.id.toString()}`}
                  proposal={p}
                  from={address}
                  position={i % PAGE_SIZE_GOVERNANCE}
                  onOpen={onOpen}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {proposals.length === 0 && query.isSuccess && <p className="muted">No proposals yet.</p>}
      <InfiniteScrollSentinel onReach={onReach} disabled={!hasNextPage} />
      {isFetchingNextPage && <p aria-busy="true">Loading…</p>}
    </section>
  )
}
