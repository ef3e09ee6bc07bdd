import {
  type DefiToken,
  DISPLAY_PERCENT_DECIMALS,
  formatFiatValue,
  formatPercent,
  formatTokenValue,
  type UniswapPair,
  type UniswapPairDayStats,
} from '@ftm-wallet/sdk'
import { useDisplay } from '../../ui/display.js'
import { computeFtmWorth } from './pairFiat.js'
import { QueryState, type QueryView } from './QueryState.js'

/** Up/down indicator of a 24 h value against the previous 24 h; a dash when there is nothing to compare with. */
export function ChangeIndicator({ change, of }: { change: number | null; of: string }) {
  if (change === null) {
    return (
      <span className="pair-change" title="No trades in the previous 24 h" data-change-of={of}>
        –
      </span>
    )
  }
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat'
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : ''
  const text = formatPercent(Math.abs(change), DISPLAY_PERCENT_DECIMALS)
  return (
    <span className={`pair-change pair-change-${direction}`} data-testid="pair-change" data-change-of={of}>
      <span aria-hidden="true">{arrow} </span>
      <span className="visually-hidden">{direction === 'flat' ? 'unchanged' : direction} </span>
      {text}
    </span>
  )
}

export interface PairStatsProps {
  pair: UniswapPair
  stats: QueryView<UniswapPairDayStats>
  /** The DeFi price list (defiTokens): with FTM's price it values the figures in the display currency. */
  prices?: readonly DefiToken[] | undefined
}

/** A figure's worth in the display currency, beside its token amounts; nothing while a price is unknown. */
function Fiat({ ftmWei }: { ftmWei: bigint | undefined }) {
  const { currency, fractionDigits, price } = useDisplay()
  if (ftmWei === undefined || price === undefined) return null
  return <span className="fiat">≈ {formatFiatValue(ftmWei, price, { currency, fractionDigits })}</span>
}

/**
 * Pair Stats (docs/behaviour/pair-detail.md#pair-stats): Total Liquidity (both reserves), Volume (24h) and Fees (24h),
 * each also in the display currency, the volume and the fees each with its own change against the 24 h before.
 */
export function PairStats({ pair, stats, prices }: PairStatsProps) {
  const { fractionDigits } = useDisplay()
  const [t0, t1] = pair.tokens
  const amount = (value: bigint, decimals: number | undefined, symbol: string | undefined) =>
    `${formatTokenValue(value, { decimals: decimals ?? 18, displayDecimals: fractionDigits })} ${symbol ?? ''}`
  const worth0 = (value: bigint) => computeFtmWorth(value, t0?.address, prices)
  const reserve0 = worth0(pair.reserves[0] ?? 0n)
  const reserve1 = computeFtmWorth(pair.reserves[1] ?? 0n, t1?.address, prices)
  const liquidity = reserve0 === undefined || reserve1 === undefined ? undefined : reserve0 + reserve1
  return (
    <section className="card stack" aria-labelledby="pair-stats-title">
      <h2 id="pair-stats-title">Pair Stats</h2>
      <dl className="pair-stats">
        <div>
          <dt>Total Liquidity</dt>
          <dd>
            <span>{amount(pair.reserves[0] ?? 0n, t0?.decimals, t0?.symbol)}</span>
            <span>{amount(pair.reserves[1] ?? 0n, t1?.decimals, t1?.symbol)}</span>
            <Fiat ftmWei={liquidity} />
          </dd>
        </div>
        <QueryState
          query={stats}
          what="24h stats"
          // The two rows in place with a placeholder: their answer then fills them without moving what is below
          // (docs/behaviour/pair-detail.md#screen).
          pending={
            <>
              <div aria-busy="true">
                <dt>Volume (24h)</dt>
                <dd>
                  <span className="muted">Loading 24h stats…</span>
                </dd>
              </div>
              <div aria-busy="true">
                <dt>Fees (24h)</dt>
                <dd>
                  <span className="muted">…</span>
                </dd>
              </div>
            </>
          }
        >
          {(s) => (
            <>
              <div>
                <dt>Volume (24h)</dt>
                <dd data-testid="pair-volume-24h">
                  <span>{amount(s.volume, t0?.decimals, t0?.symbol)}</span>
                  <Fiat ftmWei={worth0(s.volume)} />
                  <ChangeIndicator change={s.volumeChange} of="volume" />
                </dd>
              </div>
              <div>
                <dt>Fees (24h)</dt>
                <dd data-testid="pair-fees-24h">
                  <span>{amount(s.fees, t0?.decimals, t0?.symbol)}</span>
                  <Fiat ftmWei={worth0(s.fees)} />
                  <ChangeIndicator change={s.feesChange} of="fees" />
                </dd>
              </div>
            </>
          )}
        </QueryState>
        <div>
          <dt>Liquidity provider fee</dt>
          <dd>0.3%</dd>
        </div>
      </dl>
    </section>
  )
}

/**
 * The place of the price cards and Pair Stats while the pair is on its way and its charts are drawn from the pair this
 * device remembers: 'Loading pair…' over an invisible copy of their layout, so the charts below do not move when the
 * pair's answer fills it (docs/behaviour/pair-detail.md#screen).
 */
export function PairSummaryPending() {
  return (
    <div className="pair-summary-pending">
      <p className="pair-state muted" aria-busy="true">
        Loading pair…
      </p>
      <div className="stack pair-summary-space" aria-hidden="true">
        <ul className="pair-price-cards">
          <li className="card pair-price-card">…</li>
          <li className="card pair-price-card">…</li>
        </ul>
        <section className="card stack">
          <h2>Pair Stats</h2>
          <dl className="pair-stats">
            {['Total Liquidity', 'Volume (24h)', 'Fees (24h)', 'Liquidity provider fee'].map((term) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>…</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </div>
  )
}
