import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'

// Loaded on demand: the staking screens pull in the SDK's machines, which the first screen does not need.
const DelegationsPage = lazy(async () => ({
  default: (await import('./DelegationsPage.js')).DelegationsPage,
}))
const DelegationDetailPage = lazy(async () => ({
  default: (await import('./DelegationDetailPage.js')).DelegationDetailPage,
}))
const StakePage = lazy(async () => ({ default: (await import('./StakePage.js')).StakePage }))
const ValidatorsPage = lazy(async () => ({ default: (await import('./ValidatorsPage.js')).ValidatorsPage }))
const SftmConfirmationPage = lazy(async () => ({
  default: (await import('./SftmConfirmationPage.js')).SftmConfirmationPage,
}))
const StakingMessagePage = lazy(async () => ({
  default: (await import('./StakingMessagePage.js')).StakingMessagePage,
}))

/** The staking area's screens under /staking/{address} (docs/behaviour/staking.md#screens). */
export function StakingArea() {
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <Routes>
        <Route index element={<DelegationsPage />} />
        <Route path="detail/:stakerId" element={<DelegationDetailPage />} />
        <Route path="stake" element={<StakePage />} />
        <Route path="validators" element={<ValidatorsPage />} />
        {/* defi-mint-sftm-confirmation and staking-repay-sftm-confirmation2 (param stakerId) */}
        <Route path="mint-sftm-confirmation/:stakerId?" element={<SftmConfirmationPage kind="mint" />} />
        <Route path="repay-sftm-confirmation2/:stakerId?" element={<SftmConfirmationPage kind="repay" />} />
        <Route path="success" element={<StakingMessagePage kind="success" />} />
        <Route path="reject" element={<StakingMessagePage kind="reject" />} />
        <Route path="*" element={<DelegationsPage />} />
      </Routes>
    </Suspense>
  )
}
