import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { handle } from '../../navigation/routeNames.js'

/** The settings screen at /settings. */
export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: handle('settings'),
    lazy: lazyPage(() => import('./SettingsPage.js'), 'SettingsPage'),
  },
]
