import { NotFoundError } from '../../errors/NotFoundError.js'
import { validateName, validateOrder } from '../../validation/account.js'
import { unwrapResult } from '../../validation/result.js'
import type { AccountRef, WalletAccount } from '../types.js'
import { type AccountsState, sameRef, withOrder } from './accountsState.js'
import { resolveAccountName } from './addAccount.js'

export interface UpdateAccountInput extends AccountRef {
  /** Must not be blank; a name equal to the address is stored as ''. */
  name: string
  /** 1-based target position; -1 keeps the current position (list position + 1). */
  order: number | string
}

/**
 * The Edit Wallet form's save (docs/behaviour/wallets-and-accounts.md#edit-wallet): sets the name and moves the
 * account to `order`. Returns the same state object when neither the name nor the position changes, so nothing is
 * written.
 */
export function updateAccount(
  state: AccountsState,
  input: UpdateAccountInput,
): { state: AccountsState; account: WalletAccount } {
  const index = state.accounts.findIndex((a) => sameRef(a, input))
  const current = state.accounts[index]
  if (!current)
    throw new NotFoundError('ACCOUNT_NOT_FOUND', 'No such wallet', { details: { address: input.address } })
  const name = resolveAccountName(unwrapResult(validateName(input.name)), current.address, '')
  const target =
    Number(input.order) === -1 ? index + 1 : unwrapResult(validateOrder(input.order, state.accounts.length))
  if (name === current.name && target === index + 1) return { state, account: current }
  const renamed: WalletAccount = { ...current, name }
  const others = state.accounts.filter((_, i) => i !== index)
  const accounts = withOrder([...others.slice(0, target - 1), renamed, ...others.slice(target - 1)])
  return { state: { ...state, accounts }, account: accounts[target - 1]! }
}

/** Form data of the Edit Wallet window: the order is the list position + 1. */
export function getAccountFormData(
  state: AccountsState,
  ref: AccountRef,
): { address: string; type: string; name: string; order: number } {
  const index = state.accounts.findIndex((a) => sameRef(a, ref))
  const account = state.accounts[index]
  if (!account)
    throw new NotFoundError('ACCOUNT_NOT_FOUND', 'No such wallet', { details: { address: ref.address } })
  return { address: account.address, type: account.type, name: account.name, order: index + 1 }
}
