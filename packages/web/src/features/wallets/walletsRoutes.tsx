import type { RouteObject } from 'react-router'
import { lazyComponent } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'

/** The welcome screen at '/' and the dashboard (Home with wallets) (docs/behaviour/app-shell.md#routes). */
export const walletsRoutes: RouteObject[] = [
  { index: true, handle: handle('home'), lazy: lazyComponent(() => import('./WelcomePage.js')) },
  { path: 'dashboard', handle: handle('dashboard'), lazy: lazyComponent(() => import('./DashboardPage.js')) },
]
