import {
  getUniswapPairTimeSeries,
  getUniswapPairTimeSeriesQueryKey,
  type TimeSeriesResolution,
  type UniswapSeriesResult,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseUniswapPairTimeSeriesParameters {
  pairAddress: string | undefined
  resolution: TimeSeriesResolution
  /** Start of the time span in unix seconds (0 = all). */
  fromDate: number
}

/** One series as the hook gives it: its points, or its own error, or still on its way. */
export interface PairSeriesView<T> {
  data: T[] | undefined
  /** The request's error, or this series' alone (the others are still answered). */
  error: Error | null
  isPending: boolean
  isSuccess: boolean
  /** Asks for the four series again. */
  refetch: () => Promise<unknown>
}

/**
 * The four chart series of a pair over one time span and resolution: closing reserves, volumes, prices of
 * token0 in token1 and the inverse. They travel as one query and one request (getUniswapPairTimeSeries); a series
 * the server fails alone is that series' error and leaves the others shown.
 */
export function useUniswapPairTimeSeries({
  pairAddress,
  resolution,
  fromDate,
}: UseUniswapPairTimeSeriesParameters) {
  const { client } = useWallet()
  const range = { address: pairAddress ?? '', resolution, fromDate }
  const query = useQuery({
    queryKey: getUniswapPairTimeSeriesQueryKey(range),
    queryFn: ({ signal }) => getUniswapPairTimeSeries(client, { ...range, signal }),
    enabled: !!pairAddress,
  })
  const { data, error, isPending, refetch } = query
  return useMemo(() => {
    const view = <T>(part: UniswapSeriesResult<T> | undefined): PairSeriesView<T> => ({
      data: part?.data,
      error: error ?? part?.error ?? null,
      isPending,
      isSuccess: part?.data !== undefined,
      refetch,
    })
    return {
      reserves: view(data?.reserves),
      volumes: view(data?.volumes),
      prices: view(data?.prices),
      inversePrices: view(data?.inversePrices),
    }
  }, [data, error, isPending, refetch])
}
