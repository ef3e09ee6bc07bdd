import {
  BALANCE_POLL_INTERVAL,
  type GetAccountReturnType,
  getAccount,
  getAccountQueryKey,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'
import type { QueryOptions } from './QueryOptions.js'

export interface UseAccountParameters {
  address: string | undefined
  query?: QueryOptions<GetAccountReturnType>
}

/**
 * One account's balance, total value and delegations, polled every 4500 ms (balance interval,
 * docs/behaviour/wallets-and-accounts.md#balances).
 */
export function useAccount({ address, query }: UseAccountParameters) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getAccountQueryKey({ address: address ?? '' }),
    queryFn: ({ signal }) => getAccount(client, { address: address as string, signal }),
    enabled: !!address,
    refetchInterval: BALANCE_POLL_INTERVAL,
    ...query,
  })
}
