import type { UniswapPair } from '@ftm-wallet/sdk'
import { showAmount, showComputedAmount } from './amountText.js'
import { formatPoolShare, positionAmounts } from './pairDisplay.js'

export interface PairInfoPanelProps {
  pair: UniswapPair
  /** The token shown first. */
  tokenA: string
}

/**
 * Pair info panel (docs/behaviour/swap-and-liquidity.md#screens): position, pool share (3 decimals, dash when 0),
 * amounts (1 decimal, dust settled: they are computed by division), pool totals.
 */
export function PairInfoPanel({ pair, tokenA }: PairInfoPanelProps) {
  const position = positionAmounts(pair, tokenA)
  if (!position) return null
  const { tokenA: a, tokenB: b } = position
  return (
    <section className="card stack pair-info" aria-labelledby="pair-info-title">
      <h3 id="pair-info-title">Your position</h3>
      <p>
        {a.symbol}/{b.symbol}
      </p>
      <dl>
        <dt>Your pool share</dt>
        <dd>{formatPoolShare(pair)}</dd>
        <dt>{a.symbol}</dt>
        <dd>{showComputedAmount(position.amountA, a.decimals, 1)}</dd>
        <dt>{b.symbol}</dt>
        <dd>{showComputedAmount(position.amountB, b.decimals, 1)}</dd>
        <dt>Pool total {a.symbol}</dt>
        <dd>{showAmount(position.reserveA, a.decimals, 1)}</dd>
        <dt>Pool total {b.symbol}</dt>
        <dd>{showAmount(position.reserveB, b.decimals, 1)}</dd>
      </dl>
    </section>
  )
}
