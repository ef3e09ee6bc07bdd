import { type AccountBalance, getAccountBalances } from '../api/account/getAccountBalances.js'
import type { ApiClient } from '../api/createApiClient.js'
import { BALANCE_POLL_INTERVAL } from '../constants/timing.js'
import { createPoller, type PollerOptions } from './createPoller.js'

export interface WatchBalancesParameters extends Partial<PollerOptions> {
  addresses: readonly string[]
  /** Called with every account's balance (in `addresses` order) on the first poll and whenever one changed. */
  onBalances(balances: AccountBalance[]): void
  onError?: ((error: unknown) => void) | undefined
}

/**
 * Polls the balances of all `addresses` with ONE aliased request per tick (default every 4500 ms,
 * docs/behaviour/wallets-and-accounts.md#balances), pausing while the page is hidden. Returns the unwatch function.
 */
export function watchBalances(client: ApiClient, parameters: WatchBalancesParameters): () => void {
  const { addresses, onBalances, interval = BALANCE_POLL_INTERVAL } = parameters
  let last: AccountBalance[] | null = null
  return createPoller({
    ...parameters,
    interval,
    run: async (signal) => {
      if (addresses.length === 0) return
      const balances = await getAccountBalances(client, { addresses, signal })
      if (last !== null && balances.every((b, i) => sameBalance(b, last?.[i]))) return
      last = balances
      onBalances(balances)
    },
  })
}

export function sameBalance(a: AccountBalance | undefined, b: AccountBalance | undefined): boolean {
  return a !== undefined && b !== undefined && a.balance === b.balance && a.totalValue === b.totalValue
}
