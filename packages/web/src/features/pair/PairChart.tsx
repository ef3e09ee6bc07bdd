// The only module that imports lightweight-charts: it is loaded lazily by the pair page, so the chart library
// never lands in another screen's JavaScript.
import { CHART_DEFAULT_HEIGHT, CHART_RESIZE_DEBOUNCE } from '@ftm-wallet/sdk'
import {
  AreaSeries,
  type CandlestickData,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type SingleValueData,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useLayoutEffect, useRef } from 'react'
import type { CandlePoint, ValuePoint } from './chartPoints.js'

export type PairChartProps =
  | { kind: 'area' | 'histogram'; points: readonly ValuePoint[]; timeVisible: boolean; label: string }
  | { kind: 'candlestick'; points: readonly CandlePoint[]; timeVisible: boolean; label: string }

function cssColor(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback
}

/** `#rrggbb` plus an alpha byte; other colour forms are used as they are. */
function withAlpha(color: string, alpha: string): string {
  return /^#[0-9a-f]{6}$/i.test(color) ? `${color}${alpha}` : color
}

function themeOf(element: Element) {
  return {
    text: cssColor(element, '--text', '#0f1933'),
    grid: cssColor(element, '--border', '#d3d9e8'),
    brand: cssColor(element, '--brand', '#0f56d9'),
    up: cssColor(element, '--success', '#137a3a'),
    down: cssColor(element, '--danger', '#c4122f'),
  }
}

type Chart = ReturnType<typeof createChart>
type AnySeries = ReturnType<Chart['addSeries']>

/**
 * One lightweight-charts chart: a liquidity area, a volume histogram or price candlesticks. The chart is made once;
 * new props (another tab, another window) replace its series on the same chart rather than making a new one
 * (docs/behaviour/pair-detail.md#charts).
 */
export function PairChart(props: PairChartProps) {
  const container = useRef<HTMLDivElement>(null)
  const chartRef = useRef<Chart | undefined>(undefined)
  const themeRef = useRef<ReturnType<typeof themeOf> | undefined>(undefined)
  const { kind, points, timeVisible } = props

  // The chart itself, its size and its colours: made with the element, removed with it.
  useLayoutEffect(() => {
    const node = container.current
    if (!node) return
    const theme = themeOf(node)
    themeRef.current = theme
    const chart = createChart(node, {
      width: node.clientWidth,
      height: CHART_DEFAULT_HEIGHT,
      // The TradingView attribution is a text link under the charts (PairCharts), as the licence allows.
      layout: {
        background: { type: ColorType.Solid, color: 'transparent' },
        textColor: theme.text,
        attributionLogo: false,
      },
      grid: { vertLines: { color: theme.grid }, horzLines: { color: theme.grid } },
    })
    chartRef.current = chart
    // Width follows the container, debounced (docs/behaviour/pair-detail.md#charts: chart resize debounce 300 ms).
    let resizeTimer: ReturnType<typeof setTimeout> | undefined
    const resize = new ResizeObserver(() => {
      clearTimeout(resizeTimer)
      resizeTimer = setTimeout(
        () => chart.resize(node.clientWidth, CHART_DEFAULT_HEIGHT),
        CHART_RESIZE_DEBOUNCE,
      )
    })
    resize.observe(node)
    // A theme switch (data-theme on <html>) recolours the axes and grid.
    const theming = new MutationObserver(() => {
      const next = themeOf(node)
      themeRef.current = next
      chart.applyOptions({
        layout: { textColor: next.text },
        grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
      })
    })
    theming.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })
    return () => {
      clearTimeout(resizeTimer)
      resize.disconnect()
      theming.disconnect()
      chartRef.current = undefined
      chart.remove()
    }
  }, [])

  // The series: drawn before the browser paints the card, not in a frame after it; a new one replaces the last.
  useLayoutEffect(() => {
    const node = container.current
    const chart = chartRef.current
    if (!node || !chart) return
    node.dataset.state = 'drawing'
    chart.applyOptions({ timeScale: { timeVisible, secondsVisible: false } })
    const theme = themeRef.current ?? themeOf(node)
    // The points go to the chart as they are (numeric times, which it keeps and does not change): no copy per draw.
    let series: AnySeries
    if (kind === 'candlestick') {
      const candles = chart.addSeries(CandlestickSeries, {
        upColor: theme.up,
        downColor: theme.down,
        wickUpColor: theme.up,
        wickDownColor: theme.down,
        borderVisible: false,
      })
      candles.setData(points as unknown as CandlestickData<UTCTimestamp>[])
      series = candles
    } else {
      const values = points as unknown as SingleValueData<UTCTimestamp>[]
      const line =
        kind === 'area'
          ? chart.addSeries(AreaSeries, {
              lineColor: theme.brand,
              topColor: withAlpha(theme.brand, '66'),
              bottomColor: withAlpha(theme.brand, '08'),
            })
          : chart.addSeries(HistogramSeries, { color: theme.brand })
      line.setData(values)
      series = line
    }
    chart.timeScale().fitContent()
    // Marked on the next frame, once drawn: the e2e test and the benchmark wait for this.
    const frame = requestAnimationFrame(() => {
      node.dataset.state = 'drawn'
      node.dataset.points = String(series.data().length)
    })
    return () => {
      cancelAnimationFrame(frame)
      // The chart is removed with its series when the element goes (the effect above).
      if (chartRef.current === chart) chart.removeSeries(series)
    }
  }, [kind, points, timeVisible])

  return (
    <div
      ref={container}
      className="pair-chart"
      role="img"
      aria-label={`${props.label} chart, ${points.length} points`}
      data-chart={kind}
      style={{ height: CHART_DEFAULT_HEIGHT }}
    />
  )
}
