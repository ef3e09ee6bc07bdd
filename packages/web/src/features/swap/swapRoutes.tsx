import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { areaRoute } from '../../navigation/routeNames.js'
import { ToSwap } from './ToSwap.js'

// Every page is loaded on demand: they pull in the SDK's machines, which the first screen does not need.
const swap = lazyPage(() => import('./SwapPage.js'), 'SwapPage')

/**
 * The swap (fUNI) area's screens under /funi/{address}; routes/ puts them, with the pair detail page, inside the
 * area's menu (SwapLayout).
 */
export const swapRoutes: RouteObject[] = [
  areaRoute('funiswap', '', { element: <ToSwap /> }),
  areaRoute('funiswap', 'wrap-ftm', { lazy: lazyPage(() => import('./WrapPage.js'), 'WrapPage') }),
  areaRoute('funiswap', 'swap/:tokena?/:tokenb?', { lazy: swap }),
  areaRoute('funiswap', 'pools', { lazy: lazyPage(() => import('./PoolsPage.js'), 'PoolsPage') }),
  areaRoute('funiswap', 'pools/add/:tokena?/:tokenb?', {
    lazy: lazyPage(() => import('./AddLiquidityPage.js'), 'AddLiquidityPage'),
  }),
  areaRoute('funiswap', 'pools/remove/:tokena?/:tokenb?', {
    lazy: lazyPage(() => import('./RemoveLiquidityPage.js'), 'RemoveLiquidityPage'),
  }),
  areaRoute('funiswap', '*', { element: <ToSwap /> }),
]
