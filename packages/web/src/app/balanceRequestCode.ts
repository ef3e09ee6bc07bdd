import * as client from '../platform/apiClientModule.js'
import type { ApiClientModule } from '../platform/createLazyApiClient.js'
import * as prefetch from '../platform/prefetchWalletBalances.js'

/** The code of the stored wallets' first balance request: the API client and the prefetch. */
export interface BalanceRequestCode {
  client: ApiClientModule
  prefetch: typeof import('../platform/prefetchWalletBalances.js')
}

/**
 * The code of the stored wallets' first balance request, part of the page's own code: loaded on demand it was a
 * waterfall of small files that the first render waited for (docs/decisions.md#web-start-up). Kept behind a promise
 * so its callers (app/earlyStart.ts, connectNetwork) need not change if it moves out again.
 */
export function loadBalanceRequestCode(): Promise<BalanceRequestCode | undefined> {
  return Promise.resolve({ client, prefetch })
}
