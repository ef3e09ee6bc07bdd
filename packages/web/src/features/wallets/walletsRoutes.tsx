import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'
import { DashboardPage } from './DashboardPage.js'

/**
 * The welcome screen at '/' and the dashboard (Home with wallets) (docs/behaviour/app-shell.md#routes). The dashboard
 * is the screen a page with wallets opens at, so its code is part of the page's own instead of loading on demand
 * (docs/behaviour/app-shell.md#code-loaded-on-demand).
 */
export const walletsRoutes: RouteObject[] = [
  { index: true, handle: handle('home'), lazy: lazyPage(() => import('./WelcomePage.js'), 'WelcomePage') },
  { path: 'dashboard', handle: handle('dashboard'), element: <DashboardPage /> },
]
