import { createWalletServices, type WalletServices } from '@ftm-wallet/react'
import { createBrowserStorage, createIndexedDbKeystoreStore } from '@ftm-wallet/sdk'
import { type BalanceRequestCode, loadBalanceRequestCode } from './balanceRequestCode.js'
import { keystoreOpening } from './earlyRequest.js'

// What the page starts while the entry's other modules (React, the router, the screens' routes) are still
// evaluating: main.tsx imports this module right after the config's request and zod's set-up, and reads the results
// from it (docs/behaviour/app-shell.md#code-loaded-on-demand).

let listRead: (addresses: readonly string[]) => void = () => undefined

/**
 * The stored wallets' addresses, known as soon as the account list is read — before the keystore table (IndexedDB)
 * has been checked against it and the services are ready: the first balance request needs only these. None when the
 * read fails (main.tsx shows that failure).
 */
export const storedAddresses: Promise<readonly string[]> = new Promise((resolve) => {
  listRead = resolve
})

/**
 * The stored wallets, contacts and settings, ready once the account list is read: the keystore table is checked
 * against the list beside the first render (`accounts.tableChecked`, whose failure main.tsx shows as a failed start),
 * since no screen's first render needs more than the list (docs/decisions.md#web-start-up). Its database opens from
 * the early entry's start.
 */
export const storedWallets: Promise<WalletServices> = createWalletServices({
  storage: createBrowserStorage(),
  keystores: createIndexedDbKeystoreStore({ openNow: true, opening: keystoreOpening }),
  onAccountsRead: (accounts) => listRead(accounts.map((a) => a.address)),
  checkTableLater: true,
})
// Read (and any failure shown) by main.tsx; this only keeps an early failure from counting as unhandled meanwhile.
storedWallets.catch(() => listRead([]))

/**
 * The code of the wallets' balance request (part of the page's own code, docs/decisions.md#web-start-up): every
 * screen but the welcome screen shows the stored wallets' balances; the welcome screen needs it once wallets turn out
 * to be stored. Undefined when not needed.
 */
export const balanceRequestCode: Promise<BalanceRequestCode | undefined> =
  location.pathname !== '/'
    ? loadBalanceRequestCode()
    : storedAddresses.then((addresses) => (addresses.length > 0 ? loadBalanceRequestCode() : undefined))
