import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'

// Loaded on demand: the pages pull in the SDK's machines and queries, which the first screen does not need.
const ProposalsPage = lazy(async () => ({ default: (await import('./ProposalsPage.js')).ProposalsPage }))
const ProposalDetailPage = lazy(async () => ({
  default: (await import('./ProposalDetailPage.js')).ProposalDetailPage,
}))
const VoteConfirmationPage = lazy(async () => ({
  default: (await import('./VoteConfirmationPage.js')).VoteConfirmationPage,
}))
const CancelVoteConfirmationPage = lazy(async () => ({
  default: (await import('./CancelVoteConfirmationPage.js')).CancelVoteConfirmationPage,
}))

/** The governance area's screens under /gov/{address} (docs/behaviour/app-shell.md#routes). */
export function GovernanceArea() {
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <Routes>
        <Route index element={<ProposalsPage />} />
        <Route path="proposal-detail/:proposalId?/:governanceId?" element={<ProposalDetailPage />} />
        <Route path="confirmation" element={<VoteConfirmationPage />} />
        <Route path="cancel-vote-confirmation" element={<CancelVoteConfirmationPage />} />
        <Route path="*" element={<ProposalsPage />} />
      </Routes>
    </Suspense>
  )
}
