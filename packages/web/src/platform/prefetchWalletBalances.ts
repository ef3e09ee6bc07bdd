import type { ApiClient } from '@ftm-wallet/sdk'
import { getAccountBalances, getAccountBalancesQueryKey } from '@ftm-wallet/sdk'
import type { QueryClient } from '@tanstack/react-query'

/**
 * Asks for the wallets' balances as soon as the network's client exists, under the key and with the request of
 * react's useAccountBalances (the wallet list's query), so the request runs while the screen's code loads and the
 * list finds it in flight or answered (docs/behaviour/app-shell.md#code-loaded-on-demand).
 */
export function prefetchWalletBalances(
  queryClient: QueryClient,
  client: ApiClient,
  addresses: readonly string[],
): Promise<void> {
  return queryClient.prefetchQuery({
    queryKey: getAccountBalancesQueryKey({ addresses }),
    queryFn: ({ signal }) => getAccountBalances(client, { addresses, signal }),
  })
}
