import {
  getUniswapTimePrices,
  getUniswapTimePricesQueryKey,
  getUniswapTimeReserves,
  getUniswapTimeReservesQueryKey,
  getUniswapTimeVolumes,
  getUniswapTimeVolumesQueryKey,
  type TimeSeriesResolution,
} from '@ftm-wallet/sdk'
import { useQueries } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseUniswapPairTimeSeriesParameters {
  pairAddress: string | undefined
  resolution: TimeSeriesResolution
  /** Start of the time span in unix seconds (0 = all). */
  fromDate: number
}

/**
 * The four chart series of a pair over one time span and resolution: closing reserves, volumes, prices of
 * token0 in token1 and the inverse. Each is its own query, so one failing series leaves the others shown.
 */
export function useUniswapPairTimeSeries({
  pairAddress,
  resolution,
  fromDate,
}: UseUniswapPairTimeSeriesParameters) {
  const { client } = useWallet()
  const range = { address: pairAddress ?? '', resolution, fromDate }
  const enabled = !!pairAddress
  const [reserves, volumes, prices, inversePrices] = useQueries({
    queries: [
      {
        queryKey: getUniswapTimeReservesQueryKey(range),
        queryFn: ({ signal }) => getUniswapTimeReserves(client, { ...range, signal }),
        enabled,
      },
      {
        queryKey: getUniswapTimeVolumesQueryKey(range),
        queryFn: ({ signal }) => getUniswapTimeVolumes(client, { ...range, signal }),
        enabled,
      },
      {
        queryKey: getUniswapTimePricesQueryKey(range),
        queryFn: ({ signal }) => getUniswapTimePrices(client, { ...range, signal }),
        enabled,
      },
      {
        queryKey: getUniswapTimePricesQueryKey({ ...range, inverse: true }),
        queryFn: ({ signal }) => getUniswapTimePrices(client, { ...range, inverse: true, signal }),
        enabled,
      },
    ],
  })
  return { reserves, volumes, prices, inversePrices }
}
