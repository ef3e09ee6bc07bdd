import { useDefiTokens, useUniswapPairByAddress, useUniswapPairDayStats, useWallet } from '@ftm-wallet/react'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { withShownPairSymbols, withShownSymbol } from '../../ui/tokenSymbol.js'
import { swapPaths } from '../swap/swapPaths.js'
import { type ChartResolutionLabel, chartChoicesOf, computeSpanStart } from './chartSettings.js'
import { PairCharts } from './PairCharts.js'
import { PairInformation } from './PairInformation.js'
import { PairStats, PairSummaryPending } from './PairStats.js'
import { PairTransactions } from './PairTransactions.js'
import { PriceCards } from './PriceCards.js'
import { pairEntryNow } from './pairEntry.js'
import { forgetPair, rememberedPair, rememberPair } from './pairMemory.js'
import { QueryState } from './QueryState.js'
import { usePairChartTabs } from './usePairChartTabs.js'
import './pairDetail.css'

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The pair detail page under /funi/{address}/pools/pair/{pairAddress} (docs/behaviour/pair-detail.md#screen). */
export function PairDetailPage() {
  const { address, pairAddress } = useParams()
  const navigate = useNavigate()
  const [search, setSearch] = useSearchParams()
  const { span, resolution } = chartChoicesOf(search)
  // One "now" per time span choice, so the series' query keys stay stable while the page is open; the app opened at
  // this address takes the one its prefetch asked with (pairEntry.ts).
  const [now, setNow] = useState(() => pairEntryNow(pairAddress, search) ?? nowSeconds())
  const pair = useUniswapPairByAddress({ pairAddress })
  // The rest of the page the pair's answer brings (price cards, Pair Stats, information, transactions) is rendered
  // as a transition, in slices that give way to a tab click or a chart being drawn
  // (docs/behaviour/pair-detail.md#charts).
  const pairData = useDeferredValue(pair.data)
  const pairShown = useMemo(() => ({ ...pair, data: pairData }), [pair, pairData])
  const { chainId } = useWallet().network
  // The pair's tokens with the symbols the app shows (fUSD, docs/behaviour/tokens-and-assets.md#symbols).
  const shown = useMemo(() => (pairData ? withShownPairSymbols(pairData) : undefined), [pairData])
  // The pair as this device last showed it: its charts are drawn from their own series while the pair itself is
  // still on its way (or its answer still being rendered); the answer replaces it (docs/behaviour/pair-detail.md#charts).
  const remembered = useMemo(() => rememberedPair(chainId, pairAddress), [chainId, pairAddress])
  const waiting = pair.isPending || (pair.data !== undefined && pairData === undefined)
  const early = useMemo(
    () =>
      remembered && waiting ? { ...remembered, tokens: remembered.tokens.map(withShownSymbol) } : undefined,
    [remembered, waiting],
  )
  useEffect(() => {
    if (pair.data) rememberPair(chainId, pair.data)
    else if (pair.data === null && pairAddress) forgetPair(chainId, pairAddress)
  }, [chainId, pair.data, pairAddress])
  const stats = useUniswapPairDayStats({ pairAddress: pairData?.pairAddress })
  // The DeFi price list values Pair Stats in the display currency (docs/behaviour/pair-detail.md#pair-stats). It is
  // asked for with the 24h stats, once the pair is known (Pair Stats shows only then), not beside the chart series.
  const prices = useDefiTokens({ query: { enabled: !!pairData } }).data
  const tabs = usePairChartTabs(pairAddress, shown ?? early, resolution, computeSpanStart(span, now), now)
  const setParam = (key: string, value: string) => {
    setNow(nowSeconds())
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.set(key, value)
        return next
      },
      { replace: true },
    )
  }
  const name = (shown ?? early)?.tokens.map((t) => t.symbol).join('/') ?? ''
  const charts = (
    <PairCharts
      tabs={tabs}
      span={span}
      resolution={resolution.label}
      onSpanChange={(value) => setParam('span', value)}
      onResolutionChange={(value: ChartResolutionLabel) => setParam('data', value)}
    />
  )
  return (
    <section className="stack pair-detail">
      <div className="page-head">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => navigate(swapPaths.pools(address ?? ''))}
        >
          Back
        </button>
        <h1>{name ? `${name} Pair` : 'Pair'}</h1>
      </div>
      <QueryState
        query={pairShown}
        what="pair"
        isEmpty={(data) => data === null}
        empty="This address is not an fUNI pair."
        // With the charts drawn from the remembered pair, the space of the cards and Pair Stats is kept for them, so
        // the pair's answer does not push the charts down (docs/behaviour/pair-detail.md#screen).
        pending={early ? <PairSummaryPending /> : undefined}
      >
        {() =>
          shown && (
            <>
              <PriceCards pair={shown} />
              <PairStats pair={shown} stats={stats} prices={prices} />
            </>
          )
        }
      </QueryState>
      {/* In one place whether drawn early or with the pair: the answer does not draw the charts again. */}
      {(shown ?? early) && charts}
      {shown && (
        <>
          <PairInformation pair={shown} name={name} />
          <PairTransactions pairAddress={shown.pairAddress} />
        </>
      )}
    </section>
  )
}
