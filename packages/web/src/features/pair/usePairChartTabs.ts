import { useUniswapPairTimeSeries } from '@ftm-wallet/react'
import { formatPrice, type UniswapPair } from '@ftm-wallet/sdk'
import { useMemo } from 'react'
import { type CandlePoint, toCandlePoints, toLiquidityPoints, toVolumePoints } from './chartPoints.js'
import { type ChartResolutionOption, priceTabLabel } from './chartSettings.js'
import type { PairChartTab } from './PairCharts.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** What the tabs need of the pair: its address, and its tokens' symbols and decimals (a live or a remembered pair). */
export type ChartsPair = Pick<UniswapPair, 'pairAddress'> & {
  readonly tokens: readonly { readonly symbol: string; readonly decimals: number }[]
}

/**
 * The four chart tabs of a pair (data from the time-series hooks, turned into chart points). The series are asked
 * for with the address of the page's URL, beside the pair's own query rather than after it
 * (docs/behaviour/pair-detail.md#charts); the pair gives the symbols and decimals once it is known, or the one this device remembers (pairMemory.ts).
 */
export function usePairChartTabs(
  pairAddress: string | undefined,
  pair: ChartsPair | undefined,
  resolution: ChartResolutionOption,
  fromDate: number,
  now: number,
): PairChartTab[] {
  const series = useUniswapPairTimeSeries({
    pairAddress: pair?.pairAddress ?? (pairAddress && ADDRESS.test(pairAddress) ? pairAddress : undefined),
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
  // 'A/B price' is what 1 A costs in B, as on the price cards. The API's direction 0 series is amount0 / amount1
  // per trade (1 token1 in token0), so the token0/token1 tab plots the inverse series and the token1/token0 tab
  // the direct one (docs/behaviour/pair-detail.md#charts).
  return [
    { id: 'liquidity', label: 'Liquidity', kind: 'area', query: view(reserves, liquidity) },
    { id: 'volume', label: 'Volume', kind: 'histogram', query: view(volumes, volume) },
    {
      id: 'price',
      label: priceTabLabel(s0, s1),
      kind: 'candlestick',
      query: view(inversePrices, inverse),
      caption: lastTrade(inverse, s0, s1),
    },
    {
      id: 'inverse-price',
      label: priceTabLabel(s1, s0),
      kind: 'candlestick',
      query: view(prices, price),
      caption: lastTrade(price, s1, s0),
    },
  ]
}

/** 'Last trade: 1 FUSD = 1.4300 WFTM': the last candle's close, written like the price cards. */
function lastTrade(points: readonly CandlePoint[] | undefined, base: string, quote: string) {
  const last = points?.[points.length - 1]
  return last ? `Last trade: 1 ${base} = ${formatPrice(last.close)} ${quote}` : undefined
}
