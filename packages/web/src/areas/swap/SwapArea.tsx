import { lazy, Suspense } from 'react'
import { Navigate, NavLink, Route, Routes, useParams } from 'react-router'

// Every page is loaded on demand: they pull in the SDK's machines, which the first screen does not need.
const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }))
const PairDetailPage = page(() => import('../pair/PairDetailPage.js'), 'PairDetailPage')
const SwapPage = page(() => import('./SwapPage.js'), 'SwapPage')
const PoolsPage = page(() => import('./PoolsPage.js'), 'PoolsPage')
const AddLiquidityPage = page(() => import('./AddLiquidityPage.js'), 'AddLiquidityPage')
const RemoveLiquidityPage = page(() => import('./RemoveLiquidityPage.js'), 'RemoveLiquidityPage')
const WrapPage = page(() => import('./WrapPage.js'), 'WrapPage')

/** The area's menu (spec 02 §2: Wrap FTM, Swap, Pools). */
function SwapMenu() {
  const { address } = useParams()
  const items = [
    { to: `/funi/${address}/wrap-ftm`, label: 'Wrap FTM' },
    { to: `/funi/${address}/swap`, label: 'Swap' },
    { to: `/funi/${address}/pools`, label: 'Pools' },
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

/** The area's default view and unknown sub-paths go to the swap form. */
function ToSwap() {
  const { address } = useParams()
  return <Navigate to={`/funi/${address}/swap`} replace />
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
