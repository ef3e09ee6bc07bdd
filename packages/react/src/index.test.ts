import { describe, expect, it } from 'vitest'
import * as api from './index.js'

describe('public API', () => {
  it('exports exactly these names', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "WalletProvider",
        "createWalletQueryClient",
        "createWalletServices",
        "useAccount",
        "useAccountBalances",
        "useAccounts",
        "useAccountsService",
        "useApiOnline",
        "useContacts",
        "useContactsService",
        "useDefiTokens",
        "useFMintAccount",
        "useFlow",
        "useFtmPrice",
        "useOnlineStatus",
        "useSettings",
        "useSettingsService",
        "useTransactionHistory",
        "useWallet",
      ]
    `)
  })
})
