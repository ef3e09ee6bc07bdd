import { NotFoundError } from '../../errors/NotFoundError.js'
import type { AccountRef, WalletAccount } from '../types.js'
import { type AccountsState, sameRef, withOrder } from './accountsState.js'

/**
 * Removes an account; clears the active selection if it was the active one
 * (docs/behaviour/wallets-and-accounts.md#account-list-rules).
 */
export function removeAccount(
  state: AccountsState,
  ref: AccountRef,
): { state: AccountsState; removed: WalletAccount } {
  const removed = state.accounts.find((a) => sameRef(a, ref))
  if (!removed) throw new NotFoundError('ACCOUNT_NOT_FOUND', 'No such wallet', { details: { ...ref } })
  const accounts = withOrder(state.accounts.filter((a) => a !== removed))
  const active = state.active && sameRef(state.active, ref) ? null : state.active
  return { state: { accounts, active }, removed }
}
