import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { areaRoute } from '../../navigation/routeNames.js'
import { ToSwap } from '../swap/ToSwap.js'
import type { CollateralMode } from './CollateralForm.js'
import type { SynthMode } from './SynthForm.js'

// Loaded on demand: the fMint screens pull in the SDK's machines, which the first screen does not need.
const overview = lazyPage(() => import('./FmintOverviewPage.js'), 'FmintOverviewPage')
const collateral = (mode: CollateralMode) =>
  lazyPage(() => import('./CollateralPage.js'), 'CollateralPage', { mode })
const synth = (mode: SynthMode) => lazyPage(() => import('./SynthPage.js'), 'SynthPage', { mode })

/** The fMint area's screens under /fmint/{address} (docs/behaviour/fmint.md#screens). */
export const fmintRoutes: RouteObject[] = [
  areaRoute('fmint', '', { lazy: overview }),
  // defi-manage-collateral (defi-manage-deposit), defi-lock-unlock
  areaRoute('fmint', 'manage-collateral', { lazy: collateral('manage') }),
  areaRoute('fmint', 'lock-unlock', { lazy: collateral('manage') }),
  areaRoute('fmint', 'lock-unlock/confirmation', {
    lazy: lazyPage(() => import('./CollateralConfirmationPage.js'), 'CollateralConfirmationPage'),
  }),
  areaRoute('fmint', 'lock', { lazy: collateral('lock') }),
  areaRoute('fmint', 'lock/:token', { lazy: collateral('lock') }),
  areaRoute('fmint', 'unlock', { lazy: collateral('unlock') }),
  areaRoute('fmint', 'unlock/:token', { lazy: collateral('unlock') }),
  // defi-borrow-fusd (defi-manage-borrow), defi-mint-repay
  areaRoute('fmint', 'manage-fusd', { lazy: synth('manage') }),
  areaRoute('fmint', 'mint-repay', { lazy: synth('manage') }),
  areaRoute('fmint', 'mint-repay/confirmation', {
    lazy: lazyPage(() => import('./SynthConfirmationPage.js'), 'SynthConfirmationPage'),
  }),
  areaRoute('fmint', 'mint', { lazy: synth('mint') }),
  areaRoute('fmint', 'mint/:token', { lazy: synth('mint') }),
  areaRoute('fmint', 'repay', { lazy: synth('repay') }),
  areaRoute('fmint', 'repay/:token', { lazy: synth('repay') }),
  areaRoute('fmint', 'claim-rewards', {
    lazy: lazyPage(() => import('./RewardsPage.js'), 'RewardsPage', { kind: 'claim' }),
  }),
  areaRoute('fmint', 'push-rewards', {
    lazy: lazyPage(() => import('./RewardsPage.js'), 'RewardsPage', { kind: 'push' }),
  }),
  // /fmint/{address}/fswap leads to the swap form of the same account.
  areaRoute('fmint', 'fswap', { element: <ToSwap /> }),
  areaRoute('fmint', '*', { lazy: overview }),
]
