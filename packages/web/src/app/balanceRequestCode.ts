import type { ApiClientModule } from '../platform/createLazyApiClient.js'

/** The code of the stored wallets' first balance request: the API client and the prefetch. */
export interface BalanceRequestCode {
  client: ApiClientModule
  prefetch: typeof import('../platform/prefetchWalletBalances.js')
}

/**
 * Loads the code of the stored wallets' first balance request; undefined when it does not load (the request then
 * loads it again, and shows the failure). app/earlyStart.ts starts this while the entry evaluates, so connectNetwork
 * can send the request at once (docs/behaviour/app-shell.md#code-loaded-on-demand).
 */
export function loadBalanceRequestCode(): Promise<BalanceRequestCode | undefined> {
  return Promise.all([
    import('../platform/apiClientModule.js'),
    import('../platform/prefetchWalletBalances.js'),
  ]).then(
    ([client, prefetch]) => ({ client, prefetch }),
    () => undefined,
  )
}
