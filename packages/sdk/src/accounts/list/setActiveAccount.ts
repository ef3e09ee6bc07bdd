import { NotFoundError } from '../../errors/NotFoundError.js'
import type { AccountRef, WalletAccount } from '../types.js'
import { type AccountsState, sameRef } from './accountsState.js'

/**
 * Selects the active account by address and type, or clears it with `null`
 * (docs/behaviour/wallets-and-accounts.md#account-list-rules).
 */
export function setActiveAccount(state: AccountsState, ref: AccountRef | null): AccountsState {
  if (ref === null) return state.active === null ? state : { ...state, active: null }
  const account = state.accounts.find((a) => sameRef(a, ref))
  if (!account)
    throw new NotFoundError('ACCOUNT_NOT_FOUND', 'No such wallet', { details: { address: ref.address } })
  if (state.active && sameRef(state.active, account)) return state
  return { ...state, active: { address: account.address, type: account.type } }
}

/** The active account, or null. */
export function getActiveAccount(state: AccountsState): WalletAccount | null {
  const { active } = state
  return active ? (state.accounts.find((a) => sameRef(a, active)) ?? null) : null
}
