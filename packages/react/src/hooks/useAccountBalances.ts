import {
  ACCOUNT_LIST_POLL_INTERVAL,
  type GetAccountBalancesReturnType,
  getAccountBalances,
  getAccountBalancesQueryKey,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'
import type { QueryOptions } from './QueryOptions.js'

export interface UseAccountBalancesParameters {
  addresses: readonly string[]
  query?: QueryOptions<GetAccountBalancesReturnType>
}

/**
 * Balances of every account in one batched request, polled every 7000 ms (the account list's interval,
 * docs/behaviour/app-shell.md#polling); polling pauses while the tab is hidden.
 */
export function useAccountBalances({ addresses, query }: UseAccountBalancesParameters) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getAccountBalancesQueryKey({ addresses }),
    queryFn: ({ signal }) => getAccountBalances(client, { addresses, signal }),
    enabled: addresses.length > 0,
    refetchInterval: ACCOUNT_LIST_POLL_INTERVAL,
    ...query,
  })
}
