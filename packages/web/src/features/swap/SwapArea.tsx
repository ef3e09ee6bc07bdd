import { Suspense } from 'react'
import { NavLink, Route, Routes, useParams } from 'react-router'
import { lazyNamed } from '../../ui/lazyNamed.js'
import { swapPaths } from './swapPaths.js'
import { ToSwap } from './ToSwap.js'

// Every page is loaded on demand: they pull in the SDK's machines, which the first screen does not need.
const PairDetailPage = lazyNamed(() => import('../pair/PairDetailPage.js'), 'PairDetailPage')
const SwapPage = lazyNamed(() => import('./SwapPage.js'), 'SwapPage')
const PoolsPage = lazyNamed(() => import('./PoolsPage.js'), 'PoolsPage')
const AddLiquidityPage = lazyNamed(() => import('./AddLiquidityPage.js'), 'AddLiquidityPage')
const RemoveLiquidityPage = lazyNamed(() => import('./RemoveLiquidityPage.js'), 'RemoveLiquidityPage')
const WrapPage = lazyNamed(() => import('./WrapPage.js'), 'WrapPage')

/** The area's menu (docs/behaviour/swap-and-liquidity.md#screens: Wrap FTM, Swap, Pools). */
function SwapMenu() {
  const { address = '' } = useParams()
  const items = [
    { to: swapPaths.wrap(address), label: 'Wrap FTM' },
    { to: swapPaths.swap(address), label: 'Swap' },
    { to: swapPaths.pools(address), label: 'Pools' },
  ]
  return (
    <nav aria-label="fUNI" className="row swap-menu">
      {items.map((item) => (
        <NavLink key={item.label} to={item.to} className="btn btn-secondary">
          {item.label}
        </NavLink>
      ))}
    </nav>
  )
}

/** The swap (fUNI) area's screens under /funi/{address}. */
export function SwapArea() {
  return (
    <div className="stack">
      <SwapMenu />
      <Suspense fallback={<p aria-busy="true">Loading…</p>}>
        <Routes>
          <Route index element={<ToSwap />} />
          <Route path="wrap-ftm" element={<WrapPage />} />
          <Route path="swap/:tokena?/:tokenb?" element={<SwapPage />} />
          <Route path="pools" element={<PoolsPage />} />
          <Route path="pools/add/:tokena?/:tokenb?" element={<AddLiquidityPage />} />
          <Route path="pools/remove/:tokena?/:tokenb?" element={<RemoveLiquidityPage />} />
          <Route path="pools/pair/:pairAddress" element={<PairDetailPage />} />
          <Route path="*" element={<ToSwap />} />
        </Routes>
      </Suspense>
    </div>
  )
}
