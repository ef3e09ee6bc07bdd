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
        "useDelegation",
        "useDelegations",
        "useFMintAccount",
        "useFlow",
        "useFlowDependencies",
        "useFlowMachine",
        "useFtmPrice",
        "useGasPrice",
        "useGovContract",
        "useGovProposalOptionStates",
        "useGovProposalVote",
        "useGovProposals",
        "useOnlineStatus",
        "useSettings",
        "useSettingsService",
        "useStakers",
        "useTransactionHistory",
        "useWallet",
        "useWalletsDelegations",
      ]
    `)
  })
})
