import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes, useParams } from 'react-router'

// Loaded on demand: the fMint screens pull in the SDK's machines, which the first screen does not need.
const FmintOverviewPage = lazy(async () => ({
  default: (await import('./FmintOverviewPage.js')).FmintOverviewPage,
}))
const CollateralPage = lazy(async () => ({ default: (await import('./CollateralPage.js')).CollateralPage }))
const SynthPage = lazy(async () => ({ default: (await import('./SynthPage.js')).SynthPage }))
const CollateralConfirmationPage = lazy(async () => ({
  default: (await import('./CollateralConfirmationPage.js')).CollateralConfirmationPage,
}))
const SynthConfirmationPage = lazy(async () => ({
  default: (await import('./SynthConfirmationPage.js')).SynthConfirmationPage,
}))
const RewardsPage = lazy(async () => ({ default: (await import('./RewardsPage.js')).RewardsPage }))

/** The fMint area's screens under /fmint/{address} (spec 02 §2 route overview and named defi-* routes). */
export function FmintArea() {
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <Routes>
        <Route index element={<FmintOverviewPage />} />
        {/* defi-manage-collateral (defi-manage-deposit), defi-lock-unlock */}
        <Route path="manage-collateral" element={<CollateralPage mode="manage" />} />
        <Route path="lock-unlock" element={<CollateralPage mode="manage" />} />
        <Route path="lock-unlock/confirmation" element={<CollateralConfirmationPage />} />
        <Route path="lock" element={<CollateralPage mode="lock" />} />
        <Route path="lock/:token" element={<CollateralPage mode="lock" />} />
        <Route path="unlock" element={<CollateralPage mode="unlock" />} />
        <Route path="unlock/:token" element={<CollateralPage mode="unlock" />} />
        {/* defi-borrow-fusd (defi-manage-borrow), defi-mint-repay */}
        <Route path="manage-fusd" element={<SynthPage mode="manage" />} />
        <Route path="mint-repay" element={<SynthPage mode="manage" />} />
        <Route path="mint-repay/confirmation" element={<SynthConfirmationPage />} />
        <Route path="mint" element={<SynthPage mode="mint" />} />
        <Route path="mint/:token" element={<SynthPage mode="mint" />} />
        <Route path="repay" element={<SynthPage mode="repay" />} />
        <Route path="repay/:token" element={<SynthPage mode="repay" />} />
        <Route path="claim-rewards" element={<RewardsPage kind="claim" />} />
        <Route path="push-rewards" element={<RewardsPage kind="push" />} />
        <Route path="fswap" element={<ToSwap />} />
        <Route path="*" element={<FmintOverviewPage />} />
      </Routes>
    </Suspense>
  )
}

/** /fmint/{address}/fswap leads to the swap form of the same account. */
function ToSwap() {
  const { address = '' } = useParams()
  return <Navigate to={`/funi/${address}/swap`} replace />
}
