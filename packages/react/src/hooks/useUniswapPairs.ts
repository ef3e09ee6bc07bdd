import {
  type GetUniswapPairsReturnType,
  getUniswapPairs,
  getUniswapPairsQueryKey,
  SWAP_PRICE_POLL_INTERVAL,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'
import type { QueryOptions } from './QueryOptions.js'

export interface UseUniswapPairsParameters {
  /** With a user: each pair's `shareOf` (LP balance) and the user's balance of each token. */
  user?: string | undefined
  query?: QueryOptions<GetUniswapPairsReturnType>
}

/**
 * The fUNI pairs with reserves and LP supply, refreshed every 4000 ms (docs/behaviour/swap-and-liquidity.md#swap:
 * swap and liquidity prices poll every 4 s); polling pauses while the tab is hidden.
 */
export function useUniswapPairs({ user, query }: UseUniswapPairsParameters = {}) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getUniswapPairsQueryKey({ user }),
    queryFn: ({ signal }) => getUniswapPairs(client, { user, signal }),
    refetchInterval: SWAP_PRICE_POLL_INTERVAL,
    ...query,
  })
}
