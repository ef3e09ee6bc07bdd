import type { Account } from '../api/account/accountSchemas.js'
import { getAccountBalances } from '../api/account/getAccountBalances.js'
import { getAccounts } from '../api/account/getAccounts.js'
import type { ApiClient } from '../api/createApiClient.js'
import { ACCOUNT_LIST_POLL_INTERVAL } from '../constants/timing.js'
import { createPoller, type PollerOptions } from './createPoller.js'

export interface WatchAccountsParameters extends Partial<PollerOptions> {
  addresses: readonly string[]
  /** Called with every account (in `addresses` order) once all are loaded, then whenever one changed. */
  onAccounts(accounts: Account[]): void
  onError?: ((error: unknown) => void) | undefined
}

/**
 * Keeps the wallet list fresh (default every 7000 ms, docs/behaviour/wallets-and-accounts.md#balances). Each tick
 * asks balance and total value of ALL accounts in one aliased request; only accounts whose available balance or total
 * value changed are fully refetched, together in one more aliased request. Total value includes pending rewards, so a
 * change of the rewards (docs/behaviour/wallets-and-accounts.md#balances) shows there. The first tick loads every
 * account fully. Returns the unwatch function.
 */
export function watchAccounts(client: ApiClient, parameters: WatchAccountsParameters): () => void {
  const { addresses, onAccounts, interval = ACCOUNT_LIST_POLL_INTERVAL } = parameters
  const known = new Map<string, Account>()
  const key = (address: string) => address.toLowerCase()

  return createPoller({
    ...parameters,
    interval,
    run: async (signal) => {
      if (addresses.length === 0) return
      const stale = addresses.filter((a) => !known.has(key(a)))
      const fresh = addresses.filter((a) => known.has(key(a)))
      if (fresh.length > 0) {
        const balances = await getAccountBalances(client, { addresses: fresh, signal })
        balances.forEach((balance, i) => {
          const account = known.get(key(fresh[i] as string))
          if (account?.balance !== balance.balance || account.totalValue !== balance.totalValue) {
            stale.push(fresh[i] as string)
          }
        })
      }
      if (stale.length === 0) return
      const accounts = await getAccounts(client, { addresses: stale, signal })
      for (const account of accounts) known.set(key(account.address), account)
      onAccounts(addresses.map((a) => known.get(key(a)) as Account))
    },
  })
}
