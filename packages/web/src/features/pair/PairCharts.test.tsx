import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { PairChartProps } from './PairChart.js'
import { PairCharts, type PairChartTab } from './PairCharts.js'

// The canvas chart is drawn in Chromium (pair.e2e.test.ts); here a plain renderer shows what it was given.
function ListChart(props: PairChartProps) {
  return (
    <p data-testid="chart">
      {props.kind} {props.label} {props.points.length} points{props.timeVisible ? ' with time' : ''}
    </p>
  )
}

const counted = { mounts: 0 }

/** A plain renderer that also says which mount of it this is. */
function CountedChart(props: PairChartProps) {
  const [mount] = useState(() => ++counted.mounts)
  return (
    <p data-testid="chart">
      {props.kind} {props.label} {props.points.length} points, mount {mount}
    </p>
  )
}

const idle = { data: undefined, error: null, isPending: true }
const tabsWith = (liquidity: PairChartTab['query']): PairChartTab[] => [
  { id: 'liquidity', label: 'Liquidity', kind: 'area', query: liquidity as never },
  {
    id: 'volume',
    label: 'Volume',
    kind: 'histogram',
    query: { data: [{ time: 1, value: 2 }], error: null, isPending: false },
  },
  {
    id: 'price',
    label: 'WFTM/FUSD price',
    kind: 'candlestick',
    query: { data: [{ time: 1, open: 1, high: 2, low: 0.5, close: 1.5 }], error: null, isPending: false },
  },
  { id: 'inverse-price', label: 'FUSD/WFTM price', kind: 'candlestick', query: idle },
]

function renderCharts(tabs: PairChartTab[], resolution: '15m' | 'D' = 'D') {
  const onSpanChange = vi.fn()
  const onResolutionChange = vi.fn()
  render(
    <PairCharts
      tabs={tabs}
      span="1M"
      resolution={resolution}
      onSpanChange={onSpanChange}
      onResolutionChange={onResolutionChange}
      ChartView={ListChart}
    />,
  )
  return { onSpanChange, onResolutionChange }
}

describe('PairCharts', () => {
  it('says the chart is loading while its series loads', () => {
    renderCharts(tabsWith(idle))
    expect(screen.getByText('Loading Liquidity chart…').getAttribute('aria-busy')).toBe('true')
  })

  it('shows a failed series as an alert with a Retry that reloads it', async () => {
    const refetch = vi.fn()
    renderCharts(tabsWith({ data: undefined, error: new Error('API down'), isPending: false, refetch }))
    expect(screen.getByRole('alert').textContent).toContain('Could not load the Liquidity chart: API down')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledOnce()
  })

  it('says when a time span has no data', () => {
    renderCharts(tabsWith({ data: [], error: null, isPending: false }))
    expect(screen.getByText('No data for this time span.')).toBeTruthy()
  })

  it('draws each tab with its series; times show for 15m', async () => {
    const points = [
      { time: 900, value: 1 },
      { time: 1800, value: 3 },
    ]
    renderCharts(tabsWith({ data: points, error: null, isPending: false }), '15m')
    expect((await screen.findByTestId('chart')).textContent).toBe('area Liquidity 2 points with time')
    const names = screen.getAllByRole('tab').map((t) => t.textContent)
    expect(names).toEqual(['Liquidity', 'Volume', 'WFTM/FUSD price', 'FUSD/WFTM price'])
    await userEvent.click(screen.getByRole('tab', { name: 'WFTM/FUSD price' }))
    expect((await screen.findByTestId('chart')).textContent).toBe(
      'candlestick WFTM/FUSD price 1 points with time',
    )
    await userEvent.click(screen.getByRole('tab', { name: 'Volume' }))
    expect((await screen.findByTestId('chart')).textContent).toBe('histogram Volume 1 points with time')
  })

  it("hands a clicked tab's series to the chart already shown instead of mounting another", async () => {
    // docs/behaviour/pair-detail.md#charts: a click swaps the series on the same chart.
    counted.mounts = 0
    render(
      <PairCharts
        tabs={tabsWith({ data: [{ time: 900, value: 1 }], error: null, isPending: false })}
        span="1M"
        resolution="D"
        onSpanChange={vi.fn()}
        onResolutionChange={vi.fn()}
        ChartView={CountedChart}
      />,
    )
    expect(screen.getByTestId('chart').textContent).toBe('area Liquidity 1 points, mount 1')
    await userEvent.click(screen.getByRole('tab', { name: 'Volume' }))
    expect(screen.getByTestId('chart').textContent).toBe('histogram Volume 1 points, mount 1')
    await userEvent.click(screen.getByRole('tab', { name: 'WFTM/FUSD price' }))
    expect(screen.getByTestId('chart').textContent).toBe('candlestick WFTM/FUSD price 1 points, mount 1')
    expect(screen.getByRole('tabpanel', { name: 'WFTM/FUSD price' })).toBeTruthy()
    expect(counted.mounts).toBe(1)
  })

  it('offers the time spans 1W, 1M, All and the resolutions 15m, 1H, 4H, D, 1M', () => {
    const { onSpanChange, onResolutionChange } = renderCharts(tabsWith(idle))
    const history = screen.getByLabelText('History') as HTMLSelectElement
    const data = screen.getByLabelText('Data') as HTMLSelectElement
    expect([...history.options].map((o) => o.value)).toEqual(['1W', '1M', 'All'])
    expect([...data.options].map((o) => o.value)).toEqual(['15m', '1H', '4H', 'D', '1M'])
    expect([history.value, data.value]).toEqual(['1M', 'D'])
    fireEvent.change(history, { target: { value: 'All' } })
    fireEvent.change(data, { target: { value: '4H' } })
    expect(onSpanChange).toHaveBeenCalledWith('All')
    expect(onResolutionChange).toHaveBeenCalledWith('4H')
  })
})
