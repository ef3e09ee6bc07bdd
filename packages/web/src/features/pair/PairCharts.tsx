import { type ComponentType, Suspense, useId, useState } from 'react'
import { lazyNamed } from '../../ui/lazyNamed.js'
import { Tabs } from '../../ui/Tabs.js'
import type { CandlePoint, ValuePoint } from './chartPoints.js'
import {
  CHART_RESOLUTION_OPTIONS,
  CHART_SPANS,
  type ChartResolutionLabel,
  type ChartSpan,
} from './chartSettings.js'
import { loadedPairChart, loadPairChart } from './loadPairChart.js'
import type { PairChartProps } from './PairChart.js'
import { QueryState, type QueryView } from './QueryState.js'

// Its chunk is already on its way: the route starts it with the page's code (pairRoutes.tsx). Once it has come, the
// card renders the component itself rather than through React.lazy (loadPairChart.ts).
const LazyPairChart = lazyNamed(loadPairChart, 'PairChart')

export type PairChartTab =
  | { id: string; label: string; kind: 'area' | 'histogram'; query: QueryView<readonly ValuePoint[]> }
  | {
      id: string
      label: string
      kind: 'candlestick'
      query: QueryView<readonly CandlePoint[]>
      /** The last close in words, as on the price cards ('Last trade: 1 FUSD = 1.4300 WFTM'). */
      caption?: string | undefined
    }

export interface PairChartsProps {
  tabs: readonly PairChartTab[]
  span: ChartSpan
  resolution: ChartResolutionLabel
  onSpanChange: (span: ChartSpan) => void
  onResolutionChange: (resolution: ChartResolutionLabel) => void
  /** Chart renderer; the lightweight-charts one by default (tests of this component give a plain one). */
  ChartView?: ComponentType<PairChartProps>
}

/** Chart tabs (Liquidity, Volume, both prices) with the History (time span) and Data (resolution) dropdowns. */
export function PairCharts({
  tabs,
  span,
  resolution,
  onSpanChange,
  onResolutionChange,
  ChartView: givenView,
}: PairChartsProps) {
  const id = useId()
  // Chosen once per card: a component type changing under a drawn chart would draw it again.
  const [ChartView] = useState(() => givenView ?? loadedPairChart() ?? LazyPairChart)
  const timeVisible = CHART_RESOLUTION_OPTIONS.find((o) => o.label === resolution)?.timeVisible ?? false
  const [selected, setSelected] = useState(tabs[0]?.id)
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0]
  if (!active) return null
  return (
    <section className="card stack" aria-label="Charts">
      <div className="pair-chart-controls">
        <label htmlFor={`${id}-history`}>History</label>
        <select id={`${id}-history`} value={span} onChange={(e) => onSpanChange(e.target.value as ChartSpan)}>
          {CHART_SPANS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-data`}>Data</label>
        <select
          id={`${id}-data`}
          value={resolution}
          onChange={(e) => onResolutionChange(e.target.value as ChartResolutionLabel)}
        >
          {CHART_RESOLUTION_OPTIONS.map((o) => (
            <option key={o.label} value={o.label}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {/* One panel for the four tabs: a click hands the chart the tab's series, which it draws on the chart already
          there instead of a new one (docs/behaviour/pair-detail.md#charts). */}
      <Tabs
        label="Charts"
        value={active.id}
        onValueChange={setSelected}
        items={tabs.map((tab) => ({ value: tab.id, label: tab.label }))}
        panel={
          <div className="pair-chart-panel">
            <QueryState
              query={active.query as QueryView<readonly unknown[]>}
              what={`${active.label} chart`}
              isEmpty={(points) => points.length === 0}
              empty="No data for this time span."
            >
              {(points) => (
                <Suspense
                  fallback={
                    <p className="pair-state muted" aria-busy="true">
                      Loading chart…
                    </p>
                  }
                >
                  <ChartView
                    {...({ kind: active.kind, points, timeVisible, label: active.label } as PairChartProps)}
                  />
                </Suspense>
              )}
            </QueryState>
            {'caption' in active && active.caption && (
              <p className="muted pair-chart-caption">{active.caption}</p>
            )}
          </div>
        }
      />
      <p className="field-hint">
        Charts by{' '}
        <a href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
          TradingView Lightweight Charts™
        </a>
      </p>
    </section>
  )
}
