import {
  DISPLAY_PERCENT_DECIMALS,
  formatPercent,
  formatTokenValue,
  type UniswapPair,
  type UniswapPairDayStats,
} from '@ftm-wallet/sdk'
import { useDisplay } from '../../ui/display.js'
import { QueryState, type QueryView } from './QueryState.js'

/** Up/down indicator of a 24 h value against the previous 24 h; a dash when there is nothing to compare with. */
export function ChangeIndicator({ change }: { change: number | null }) {
  if (change === null) {
    return (
      <span className="pair-change" title="No trades in the previous 24 h">
        –
      </span>
    )
  }
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'flat'
  const arrow = direction === 'up' ? '▲' : direction === 'down' ? '▼' : ''
  const text = formatPercent(Math.abs(change), DISPLAY_PERCENT_DECIMALS)
  return (
    <span className={`pair-change pair-change-${direction}`} data-testid="pair-change">
      <span aria-hidden="true">{arrow} </span>
      <span className="visually-hidden">{direction === 'flat' ? 'unchanged' : direction} </span>
      {text}
    </span>
  )
}

export interface PairStatsProps {
  pair: UniswapPair
  stats: QueryView<UniswapPairDayStats>
}

/** Pair Stats: Total Liquidity (both reserves), Volume (24h) and Fees (24h) with the change indicator. */
export function PairStats({ pair, stats }: PairStatsProps) {
  const { fractionDigits } = useDisplay()
  const [t0, t1] = pair.tokens
  const amount = (value: bigint, decimals: number | undefined, symbol: string | undefined) =>
    `${formatTokenValue(value, { decimals: decimals ?? 18, displayDecimals: fractionDigits })} ${symbol ?? ''}`
  return (
    <section className="card stack" aria-labelledby="pair-stats-title">
      <h2 id="pair-stats-title">Pair Stats</h2>
      <dl className="pair-stats">
        <div>
          <dt>Total Liquidity</dt>
          <dd>
            <span>{amount(pair.reserves[0] ?? 0n, t0?.decimals, t0?.symbol)}</span>
            <span>{amount(pair.reserves[1] ?? 0n, t1?.decimals, t1?.symbol)}</span>
          </dd>
        </div>
        <QueryState query={stats} what="24h stats">
          {(s) => (
            <>
              <div>
                <dt>Volume (24h)</dt>
                <dd data-testid="pair-volume-24h">
                  <span>{amount(s.volume, t0?.decimals, t0?.symbol)}</span>
                  <ChangeIndicator change={s.change} />
                </dd>
              </div>
              <div>
                <dt>Fees (24h)</dt>
                <dd data-testid="pair-fees-24h">
                  <span>{amount(s.fees, t0?.decimals, t0?.symbol)}</span>
                  <ChangeIndicator change={s.change} />
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
