import { CHART_TIME_SPANS, SECONDS_PER_DAY, type TimeSeriesResolution } from '@ftm-wallet/sdk'

export type ChartSpan = (typeof CHART_TIME_SPANS)[number]
export const CHART_SPANS: readonly ChartSpan[] = CHART_TIME_SPANS

/**
 * The Data dropdown: label, the API's resolution name and the bucket length in seconds
 * (docs/behaviour/pair-detail.md#charts).
 */
export const CHART_RESOLUTION_OPTIONS = [
  { label: '15m', resolution: '15m', seconds: 900, timeVisible: true },
  { label: '1H', resolution: '1h', seconds: 3600, timeVisible: true },
  { label: '4H', resolution: '4h', seconds: 14_400, timeVisible: true },
  { label: 'D', resolution: 'day', seconds: SECONDS_PER_DAY, timeVisible: false },
  // The API's "month" is a fixed 30 days (docs/chain-and-api.md#api-queries).
  { label: '1M', resolution: 'month', seconds: 30 * SECONDS_PER_DAY, timeVisible: false },
] as const satisfies readonly {
  label: string
  resolution: TimeSeriesResolution
  seconds: number
  timeVisible: boolean
}[]
export type ChartResolutionOption = (typeof CHART_RESOLUTION_OPTIONS)[number]
export type ChartResolutionLabel = ChartResolutionOption['label']

export const DEFAULT_CHART_SPAN: ChartSpan = '1M'
export const DEFAULT_CHART_RESOLUTION: ChartResolutionLabel = 'D'

/** Start of a time span in unix seconds: 1W and 1M are 7 and 30 days back from `now`; All is 0. */
export function computeSpanStart(span: ChartSpan, now: number): number {
  if (span === 'All') return 0
  const days = span === '1W' ? 7 : 30
  return Math.max(0, now - days * SECONDS_PER_DAY)
}

export function findResolution(label: string | null | undefined): ChartResolutionOption | undefined {
  return CHART_RESOLUTION_OPTIONS.find((option) => option.label === label)
}

export function isChartSpan(value: string | null | undefined): value is ChartSpan {
  return CHART_SPANS.includes(value as ChartSpan)
}

/**
 * Name of a price chart tab (docs/behaviour/pair-detail.md#charts: 'token1/token2 price' and 'token2/token1 price').
 */
export const priceTabLabel = (base: string, quote: string): string => `${base}/${quote} price`

/** The History and Data choices of a pair page's address (?span=…&data=…), the defaults when absent or unknown. */
export function chartChoicesOf(search: URLSearchParams): {
  span: ChartSpan
  resolution: ChartResolutionOption
} {
  const span = search.get('span')
  return {
    span: isChartSpan(span) ? span : DEFAULT_CHART_SPAN,
    resolution:
      findResolution(search.get('data')) ??
      (findResolution(DEFAULT_CHART_RESOLUTION) as ChartResolutionOption),
  }
}
