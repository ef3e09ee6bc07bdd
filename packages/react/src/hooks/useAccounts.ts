import type { AccountsService, AccountsState } from '@ftm-wallet/sdk'
import { useSyncExternalStore } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

/** A wallet in the list (the SDK's stored account). */
export type WalletAccount = AccountsState['accounts'][number]

export interface UseAccountsReturnType extends AccountsState {
  /** The active account (docs/behaviour/wallets-and-accounts.md#account-list-rules), or undefined. */
  activeAccount: WalletAccount | undefined
}

/** The account list in display order and the active account; re-renders on every committed change. */
export function useAccounts(): UseAccountsReturnType {
  const { accounts } = useWallet().services
  const state = useSyncExternalStore(accounts.subscribe, accounts.getState, accounts.getState)
  return { ...state, activeAccount: accounts.getActiveAccount() ?? undefined }
}

/**
 * The account list's actions (add, remove, update, setActiveAccount, loadStoredKeystore). Each validates,
 * persists or rolls back in the SDK and rejects with a WalletError carrying the spec's message.
 */
export function useAccountsService(): AccountsService {
  return useWallet().services.accounts
}
