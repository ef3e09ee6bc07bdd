// zod/mini: the account list is checked on every first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { ACCOUNT_TYPES } from '../../constants/settings.js'
import { isChecksumAddress } from '../../format/toChecksumAddress.js'
import { keystoreV3Schema } from '../../validation/keystoreFile.js'
import type { AccountRef, WalletAccount } from '../types.js'

/** The account list and the active account (docs/behaviour/wallets-and-accounts.md#account-list-rules). */
export interface AccountsState {
  /** In display order; `order` of each is its index + 1. */
  accounts: WalletAccount[]
  active: AccountRef | null
}

export const EMPTY_ACCOUNTS_STATE: AccountsState = { accounts: [], active: null }

const checksumAddress = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.refine(isChecksumAddress))
const accountRefSchema = /* @__PURE__ */ z.object({
  address: checksumAddress,
  type: /* @__PURE__ */ z.enum(ACCOUNT_TYPES),
})
const index = /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.nonnegative())

export const accountSchema = /* @__PURE__ */ z.object({
  address: checksumAddress,
  type: /* @__PURE__ */ z.enum(ACCOUNT_TYPES),
  name: /* @__PURE__ */ z.string(),
  order: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.positive()),
  keystore: /* @__PURE__ */ z.optional(keystoreV3Schema),
  accountId: /* @__PURE__ */ z.optional(index),
  addressId: /* @__PURE__ */ z.optional(index),
  hd: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.object({
      phraseId: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^[0-9a-z-]{1,64}$/)),
      index,
      path: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^m(\/\d+'?)+$/)),
    }),
  ),
})

export const sameRef = (a: AccountRef, b: AccountRef): boolean =>
  a.type === b.type && a.address.toLowerCase() === b.address.toLowerCase()

/**
 * Schema of the persisted account list: besides each field, the list itself must hold together — one entry
 * per address and type, orders 1..N in sequence, a keystore exactly on keystore accounts (and phrase links only
 * there), an active account
 * that exists.
 */
export const accountsStateSchema = /* @__PURE__ */ z
  .object({
    accounts: /* @__PURE__ */ z.array(accountSchema),
    active: /* @__PURE__ */ z.nullable(accountRefSchema),
  })
  .check(
    /* @__PURE__ */ z.refine(({ accounts, active }) => {
      const unique =
        new Set(accounts.map((a) => `${a.type}:${a.address.toLowerCase()}`)).size === accounts.length
      const ordered = accounts.every((a, i) => a.order === i + 1)
      const keystores = accounts.every((a) => (a.type === 'keystore') === (a.keystore !== undefined))
      const hdOnKeystores = accounts.every((a) => a.hd === undefined || a.type === 'keystore')
      const activeExists = active === null || accounts.some((a) => sameRef(a, active))
      return unique && ordered && keystores && hdOnKeystores && activeExists
    }),
  )

/** Renumbers `order` from the positions. */
export const withOrder = (accounts: readonly WalletAccount[]): WalletAccount[] =>
  accounts.map((account, i) => (account.order === i + 1 ? account : { ...account, order: i + 1 }))
