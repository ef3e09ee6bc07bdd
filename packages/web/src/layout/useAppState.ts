import {
  useAccounts,
  useFtmPrice,
  useSettings,
  useSettingsService,
  type WalletAccount,
} from '@ftm-wallet/react'
import type { Settings } from '@ftm-wallet/sdk'
import { useMemo } from 'react'
import type { Display } from '../ui/display.js'

export interface AppState {
  accounts: readonly WalletAccount[]
  activeAccount: WalletAccount | undefined
  settings: Settings
  display: Display
  acknowledgeNotice: () => void
}

/** What the layout needs: wallets, settings, how to show amounts, and the first-visit notice. */
export function useAppState(): AppState {
  const { accounts, activeAccount } = useAccounts()
  const settings = useSettings()
  const settingsService = useSettingsService()
  // The price is only needed where amounts are shown, i.e. once there are wallets.
  const price = useFtmPrice({ currency: settings.currency, query: { enabled: accounts.length > 0 } })
  const display = useMemo<Display>(
    () => ({
      currency: settings.currency,
      fractionDigits: settings.fractionDigits,
      price: price.data?.price,
    }),
    [settings.currency, settings.fractionDigits, price.data?.price],
  )
  return {
    accounts,
    activeAccount,
    settings,
    display,
    // A failed save leaves the notice up, so it shows again next time: the safe side.
    acknowledgeNotice: () => void settingsService.acceptFirstVisitNotice().catch(() => undefined),
  }
}
