import type { AccountsService } from '@ftm-wallet/sdk'
import type { ChromeStorageArea } from '../chromeApi.js'
import { WALLET_ACCOUNTS_KEY } from '../protocol.js'

/**
 * Keeps the worker's copy of the wallet's account addresses current (the worker cannot read the pages'
 * localStorage). Only addresses: keystores stay in the extension's IndexedDB. A site loses an account the moment
 * it leaves the wallet, because the worker shows a site only granted accounts that are still in this list.
 */
export function mirrorWalletAccounts(accounts: AccountsService, area: ChromeStorageArea): () => void {
  let last = ''
  const write = () => {
    const addresses = accounts.getState().accounts.map((a) => a.address)
    const json = JSON.stringify(addresses)
    if (json === last) return
    last = json
    area.set({ [WALLET_ACCOUNTS_KEY]: addresses }).catch((error: unknown) => {
      // A failed write leaves the previous list; the next change tries again.
      last = ''
      console.error(error)
    })
  }
  write()
  return accounts.subscribe(write)
}
