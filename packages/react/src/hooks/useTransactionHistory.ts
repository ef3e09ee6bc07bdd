import {
  DEFAULT_POLL_INTERVAL,
  type GetTransactionHistoryReturnType,
  getTransactionHistory,
  getTransactionHistoryQueryKey,
} from '@ftm-wallet/sdk'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseTransactionHistoryParameters {
  address: string | undefined
  /** Refresh the loaded pages this often (default 3000 ms, the default poll interval). */
  refetchInterval?: number | false
}

/**
 * The account's transactions, newest first, 40 per page; `fetchNextPage` loads the next page by cursor while
 * `hasNextPage` (infinite scroll, docs/behaviour/history.md#paging).
 */
export function useTransactionHistory({
  address,
  refetchInterval = DEFAULT_POLL_INTERVAL,
}: UseTransactionHistoryParameters) {
  const { client } = useWallet()
  return useInfiniteQuery({
    queryKey: getTransactionHistoryQueryKey({ address: address ?? '' }),
    queryFn: ({ pageParam, signal }): Promise<GetTransactionHistoryReturnType> =>
      getTransactionHistory(client, { address: address as string, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.transactions.nextCursor,
    enabled: !!address,
    refetchInterval,
  })
}
