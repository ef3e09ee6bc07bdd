import { useUniswapPairTimeSeries } from '@ftm-wallet/react'
import type { UniswapPair } from '@ftm-wallet/sdk'
import { useMemo } from 'react'
import { toCandlePoints, toLiquidityPoints, toVolumePoints } from './chartPoints.js'
import { type ChartResolutionOption, priceTabLabel } from './chartSettings.js'
import type { PairChartTab } from './PairCharts.js'

/** The four chart tabs of a pair (data from the time-series hooks, turned into chart points). */
export function usePairChartTabs(
  pair: UniswapPair | undefined,
  resolution: ChartResolutionOption,
  fromDate: number,
  now: number,
): PairChartTab[] {
  const series = useUniswapPairTimeSeries({
    pairAddress: pair?.pairAddress,
    resolution: resolution.resolution,
    fromDate,
  })
  const [s0 = '?', s1 = '?'] = pair?.tokens.map((t) => t.symbol) ?? []
  const decimals = pair?.tokens[0]?.decimals ?? 18
  const step = resolution.seconds
  const { reserves, volumes, prices, inversePrices } = series
  const liquidity = useMemo(
    () => reserves.data && toLiquidityPoints(reserves.data, { step, until: now, decimals }),
    [reserves.data, step, now, decimals],
  )
  const volume = useMemo(
    () => volumes.data && toVolumePoints(volumes.data, { step, until: now, decimals }),
    [volumes.data, step, now, decimals],
  )
  const price = useMemo(() => prices.data && toCandlePoints(prices.data), [prices.data])
  const inverse = useMemo(
    () => inversePrices.data && toCandlePoints(inversePrices.data),
    [inversePrices.data],
  )
  const view = <T>(
    q: { error: Error | null; isPending: boolean; refetch: () => unknown },
    data: T | undefined,
  ) => ({
    data,
    error: q.error,
    isPending: q.isPending,
    refetch: q.refetch,
  })
  return [
    { id: 'liquidity', label: 'Liquidity', kind: 'area', query: view(reserves, liquidity) },
    { id: 'volume', label: 'Volume', kind: 'histogram', query: view(volumes, volume) },
    { id: 'price', label: priceTabLabel(s0, s1), kind: 'candlestick', query: view(prices, price) },
    {
      id: 'inverse-price',
      label: priceTabLabel(s1, s0),
      kind: 'candlestick',
      query: view(inversePrices, inverse),
    },
  ]
}
