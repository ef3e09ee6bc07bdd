import { describe, expect, it } from 'vitest'
import { loadedPairChart, loadPairChart } from './loadPairChart.js'
import { PairChart } from './PairChart.js'

describe('loadPairChart', () => {
  it('keeps the chart component once its module has come, for cards rendered after that to use directly', async () => {
    expect(loadedPairChart()).toBeUndefined()
    const module = await loadPairChart()
    expect(module.PairChart).toBe(PairChart)
    expect(loadedPairChart()).toBe(PairChart)
  })
})
