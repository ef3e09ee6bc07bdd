import {
  getUniswapActions,
  getUniswapActionsQueryKey,
  PAGE_SIZE_PAIR_TRANSACTIONS,
  type UniswapActionType,
} from '@ftm-wallet/sdk'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseUniswapPairActionsParameters {
  pairAddress: string | undefined
  /** Omitted = all kinds (the All tab). */
  actionType?: UniswapActionType | undefined
  /**
   * Wait this long before the first request (the page's first transactions tab waits 1500 ms,
   * docs/behaviour/pair-detail.md#transactions).
   */
  delayMs?: number | undefined
}

/** The pair's transactions, newest first, 15 per page (infinite list). */
export function useUniswapPairActions({
  pairAddress,
  actionType,
  delayMs = 0,
}: UseUniswapPairActionsParameters) {
  const { client } = useWallet()
  const [waited, setWaited] = useState(delayMs <= 0)
  useEffect(() => {
    if (waited) return
    const timer = setTimeout(() => setWaited(true), delayMs)
    return () => clearTimeout(timer)
  }, [waited, delayMs])
  const key = { pairAddress: pairAddress ?? '', actionType, count: PAGE_SIZE_PAIR_TRANSACTIONS }
  return useInfiniteQuery({
    queryKey: getUniswapActionsQueryKey(key),
    queryFn: ({ signal, pageParam }) => getUniswapActions(client, { ...key, cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: !!pairAddress && waited,
  })
}
