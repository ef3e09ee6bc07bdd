import type { Settings, SettingsService } from '@ftm-wallet/sdk'
import { useSyncExternalStore } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

/** The persisted settings (currency, decimal points, themes, slippage, first-visit flag, …). */
export function useSettings(): Settings {
  const { settings } = useWallet().services
  return useSyncExternalStore(settings.subscribe, settings.getState, settings.getState)
}

/** `update(patch)` validates every field and saves all or nothing; `acceptFirstVisitNotice()`, `reset()`. */
export function useSettingsService(): SettingsService {
  return useWallet().services.settings
}
