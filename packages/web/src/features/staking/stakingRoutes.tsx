import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { areaRoute } from '../../navigation/routeNames.js'

// Loaded on demand: the staking screens pull in the SDK's machines, which the first screen does not need.
const delegations = lazyPage(() => import('./DelegationsPage.js'), 'DelegationsPage')

/** The staking area's screens under /staking/{address} (docs/behaviour/staking.md#screens). */
export const stakingRoutes: RouteObject[] = [
  areaRoute('staking', '', { lazy: delegations }),
  areaRoute('staking', 'detail/:stakerId', {
    lazy: lazyPage(() => import('./DelegationDetailPage.js'), 'DelegationDetailPage'),
  }),
  areaRoute('staking', 'stake', { lazy: lazyPage(() => import('./StakePage.js'), 'StakePage') }),
  areaRoute('staking', 'validators', {
    lazy: lazyPage(() => import('./ValidatorsPage.js'), 'ValidatorsPage'),
  }),
  // defi-mint-sftm-confirmation and staking-repay-sftm-confirmation2 (param stakerId)
  areaRoute('staking', 'mint-sftm-confirmation/:stakerId?', {
    lazy: lazyPage(() => import('./SftmConfirmationPage.js'), 'SftmConfirmationPage', { kind: 'mint' }),
  }),
  areaRoute('staking', 'repay-sftm-confirmation2/:stakerId?', {
    lazy: lazyPage(() => import('./SftmConfirmationPage.js'), 'SftmConfirmationPage', { kind: 'repay' }),
  }),
  areaRoute('staking', 'success', {
    lazy: lazyPage(() => import('./StakingMessagePage.js'), 'StakingMessagePage', { kind: 'success' }),
  }),
  areaRoute('staking', 'reject', {
    lazy: lazyPage(() => import('./StakingMessagePage.js'), 'StakingMessagePage', { kind: 'reject' }),
  }),
  areaRoute('staking', '*', { lazy: delegations }),
]
