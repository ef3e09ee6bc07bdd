import { getUniswapPairDayStats, getUniswapPairDayStatsQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseUniswapPairDayStatsParameters {
  pairAddress: string | undefined
}

/** Pair Stats: 24 h volume and fees of a pair with the change against the 24 h before. */
export function useUniswapPairDayStats({ pairAddress }: UseUniswapPairDayStatsParameters) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getUniswapPairDayStatsQueryKey({ pairAddress: pairAddress ?? '' }),
    queryFn: ({ signal }) => getUniswapPairDayStats(client, { pairAddress: pairAddress as string, signal }),
    enabled: !!pairAddress,
  })
}
