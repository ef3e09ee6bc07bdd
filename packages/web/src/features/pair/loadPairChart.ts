import type { ComponentType } from 'react'
import type { PairChartProps } from './PairChart.js'

let loaded: ComponentType<PairChartProps> | undefined

/**
 * Loads the chart module (the only one importing lightweight-charts) and keeps its component, so a card rendered
 * after it arrived draws at once instead of suspending on a lazy component: React holds a suspended card's content
 * back for a moment (its fallback throttle) even when the code is already there
 * (docs/behaviour/pair-detail.md#charts).
 */
export function loadPairChart(): Promise<{ PairChart: ComponentType<PairChartProps> }> {
  return import('./PairChart.js').then((module) => {
    loaded = module.PairChart
    return module
  })
}

/** The chart component once its module has loaded. */
export function loadedPairChart(): ComponentType<PairChartProps> | undefined {
  return loaded
}
