import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'

/** The welcome screen at '/' and the dashboard (Home with wallets) (docs/behaviour/app-shell.md#routes). */
export const walletsRoutes: RouteObject[] = [
  { index: true, handle: handle('home'), lazy: lazyPage(() => import('./WelcomePage.js'), 'WelcomePage') },
  {
    path: 'dashboard',
    handle: handle('dashboard'),
    lazy: lazyPage(() => import('./DashboardPage.js'), 'DashboardPage'),
  },
]
