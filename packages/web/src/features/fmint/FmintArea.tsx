import { Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { lazyNamed } from '../../ui/lazyNamed.js'
import { ToSwap } from '../swap/ToSwap.js'

// Loaded on demand: the fMint screens pull in the SDK's machines, which the first screen does not need.
const FmintOverviewPage = lazyNamed(() => import('./FmintOverviewPage.js'), 'FmintOverviewPage')
const CollateralPage = lazyNamed(() => import('./CollateralPage.js'), 'CollateralPage')
const SynthPage = lazyNamed(() => import('./SynthPage.js'), 'SynthPage')
const CollateralConfirmationPage = lazyNamed(
  () => import('./CollateralConfirmationPage.js'),
  'CollateralConfirmationPage',
)
const SynthConfirmationPage = lazyNamed(() => import('./SynthConfirmationPage.js'), 'SynthConfirmationPage')
const RewardsPage = lazyNamed(() => import('./RewardsPage.js'), 'RewardsPage')

/** The fMint area's screens under /fmint/{address} (docs/behaviour/fmint.md#screens). */
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
        {/* /fmint/{address}/fswap leads to the swap form of the same account. */}
        <Route path="fswap" element={<ToSwap />} />
        <Route path="*" element={<FmintOverviewPage />} />
      </Routes>
    </Suspense>
  )
}
