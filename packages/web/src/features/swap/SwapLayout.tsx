import { NavLink, Outlet, useParams } from 'react-router'
import { swapPaths } from './swapPaths.js'

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

/** The swap (fUNI) area's frame under /funi/{address}: its menu above the current screen. */
export function SwapLayout() {
  return (
    <div className="stack">
      <SwapMenu />
      <Outlet />
    </div>
  )
}
