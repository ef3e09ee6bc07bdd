import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_NAME_PREFIX } from '../../constants/settings.js'
import { ValidationError } from '../../errors/ValidationError.js'
import { validateAddress } from '../../validation/address.js'
import { type KeystoreV3, validateKeystoreFile } from '../../validation/keystoreFile.js'
import { MESSAGES } from '../../validation/messages.js'
import { unwrapResult } from '../../validation/result.js'
import type { AccountType, HdAccountRef, WalletAccount } from '../types.js'
import type { AccountsState } from './accountsState.js'
import { sameRef, withOrder } from './accountsState.js'
import { setActiveAccount } from './setActiveAccount.js'

export interface AddAccountInput {
  address: string
  type: AccountType
  /**
   * Default 'Wallet N' (N = count + 1); a name equal to the address is stored as ''
   * (docs/behaviour/wallets-and-accounts.md#wallet-types).
   */
  name?: string
  /** Required for keystore accounts, refused for the others. */
  keystore?: KeystoreV3 | string
  /** Hardware derivation indexes (ledger types). */
  accountId?: number
  addressId?: number
  /** Keystore accounts derived from a stored phrase: the phrase record, index and path. */
  hd?: HdAccountRef
  /**
   * Also make it the active account, in the same write (docs/behaviour/wallets-and-accounts.md#account-list-rules):
   * a wallet the user just created or restored is saved and selected at once.
   */
  activate?: boolean
}

export interface AddAccountResult {
  state: AccountsState
  /** The account now in the list (the existing one when the add was ignored). */
  account: WalletAccount
  /** False when the same address and type already existed: the add is ignored. */
  added: boolean
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Resolves the name to store: blank → default, equal to the address → '' (show the address). */
export function resolveAccountName(name: string | undefined, address: string, fallback: string): string {
  const trimmed = typeof name === 'string' ? name.trim() : ''
  if (trimmed === '') return fallback
  return same(trimmed, address) ? '' : trimmed
}

function assertIndex(value: unknown, field: string): void {
  if (
    value !== undefined &&
    !(Number.isInteger(value) && (value as number) >= 0 && (value as number) < 2 ** 31)
  ) {
    throw new ValidationError(
      'DERIVATION_INDEX_INVALID',
      `${field} must be a whole number from 0 to 2^31 - 1`,
    )
  }
}

/** Checks an account to add and returns it in stored form (without name and order). */
function toAccount(input: AddAccountInput): Omit<WalletAccount, 'name' | 'order'> {
  if (typeof input !== 'object' || input === null)
    throw new ValidationError('ADDRESS_INVALID', 'Not valid Fantom address')
  const address = unwrapResult(validateAddress(input.address, 'fantom'))
  if (!(ACCOUNT_TYPES as readonly unknown[]).includes(input.type)) {
    throw new ValidationError(
      'ACCOUNT_TYPE_INVALID',
      `Wallet type must be one of ${ACCOUNT_TYPES.join(', ')}`,
    )
  }
  assertIndex(input.accountId, 'accountId')
  assertIndex(input.addressId, 'addressId')
  const account: Omit<WalletAccount, 'name' | 'order'> = { address, type: input.type }
  if (input.accountId !== undefined) account.accountId = input.accountId
  if (input.addressId !== undefined) account.addressId = input.addressId
  if (input.hd !== undefined) {
    const { phraseId, index, path } = input.hd
    assertIndex(index, 'hd.index')
    if (
      input.type !== 'keystore' ||
      typeof phraseId !== 'string' ||
      !/^[0-9a-z-]{1,64}$/.test(phraseId) ||
      typeof path !== 'string' ||
      !/^m(\/\d+'?)+$/.test(path)
    ) {
      throw new ValidationError('ACCOUNT_TYPE_INVALID', 'Only keystore accounts come from a stored phrase')
    }
    account.hd = { phraseId, index, path }
  }
  if (input.type !== 'keystore') {
    if (input.keystore !== undefined) {
      throw new ValidationError('ACCOUNT_TYPE_INVALID', 'Only keystore accounts carry a keystore')
    }
    return account
  }
  const keystore = unwrapResult(validateKeystoreFile(input.keystore))
  if (keystore.address !== undefined && !same(keystore.address.replace(/^(0x)?/i, '0x'), address)) {
    throw new ValidationError('KEYSTORE_INVALID', MESSAGES.keystoreBadFileOrPassword)
  }
  return { ...account, keystore }
}

/**
 * Adds an account (docs/behaviour/wallets-and-accounts.md#account-list-rules): the same address and type again is
 * ignored (with `activate`, it is still selected); a ledger account first replaces any account of the same address
 * (keeping its place and, without a new name, its name).
 */
export function addAccount(state: AccountsState, input: AddAccountInput): AddAccountResult {
  const account = toAccount(input)
  const existing = state.accounts.find((a) => a.type === account.type && same(a.address, account.address))
  if (existing) {
    return {
      state: input.activate ? setActiveAccount(state, existing) : state,
      account: existing,
      added: false,
    }
  }

  const isLedger = account.type === 'ledger' || account.type === 'ledgerEth'
  const replaced = isLedger ? state.accounts.findIndex((a) => same(a.address, account.address)) : -1
  const kept =
    replaced === -1 ? state.accounts : state.accounts.filter((a) => !same(a.address, account.address))
  const fallback =
    replaced === -1 ? `${DEFAULT_ACCOUNT_NAME_PREFIX} ${kept.length + 1}` : state.accounts[replaced]!.name
  const added: WalletAccount = {
    ...account,
    name: resolveAccountName(input.name, account.address, fallback),
    order: 0,
  }
  const accounts =
    replaced === -1 ? [...kept, added] : [...kept.slice(0, replaced), added, ...kept.slice(replaced)]
  const ordered = withOrder(accounts)
  const stored = ordered.find((a) => sameRef(a, added))!
  // A replaced account that was active is gone: clear the selection, as removing it would.
  const keptActive = state.active && ordered.some((a) => sameRef(a, state.active!)) ? state.active : null
  const active = input.activate ? { address: stored.address, type: stored.type } : keptActive
  return { state: { accounts: ordered, active }, account: stored, added: true }
}
