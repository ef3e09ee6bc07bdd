import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'

// Loaded on demand: the staking screens pull in the SDK's machines, which the first screen does not need.
const DelegationsPage = lazy(async () => ({
  default: (await import('./DelegationsPage.js')).DelegationsPage,
}))

/** The staking area's screens under /staking/{address}. */
export function StakingArea() {
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <Routes>
        <Route index element={<DelegationsPage />} />
        <Route path="*" element={<DelegationsPage />} />
      </Routes>
    </Suspense>
  )
}
