import { lazy, Suspense } from 'react'
import { Route, Routes } from 'react-router'
import { AreaPlaceholder } from '../../screens/areas/AreaPlaceholder.js'

const PairDetailPage = lazy(async () => ({
  default: (await import('../pair/PairDetailPage.js')).PairDetailPage,
}))

/** The swap (fUNI) area's screens under /funi/{address}. */
export function SwapArea() {
  return (
    <Suspense fallback={<p aria-busy="true">Loading…</p>}>
      <Routes>
        <Route path="pools/pair/:pairAddress" element={<PairDetailPage />} />
        <Route
          path="*"
          element={
            <AreaPlaceholder
              area="Swap"
              summary="Wrap FTM, swap tokens, add and remove liquidity and look into pairs with charts."
            />
          }
        />
      </Routes>
    </Suspense>
  )
}
