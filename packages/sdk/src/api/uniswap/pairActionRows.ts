import { formatTokenValue } from '../../format/index.js'
import type { UniswapAction } from './getUniswapActions.js'

/** One row of a pair's transactions (the web's pair screen, `ftm pool actions`). */
export interface PairActionRow {
  id: string
  transactionHash: string
  /** 'Swap X for Y', 'Add X and Y' or 'Remove X and Y' (docs/behaviour/pair-detail.md#transactions). */
  action: string
  /** token0 then token1 amount, each with its symbol. */
  amounts: readonly [string, string]
  /** unix seconds */
  time: number
}

/**
 * Rows of a pair's transactions, with `displayDecimals` fraction digits. A swap names the token that went in first,
 * so the order flips when token1 was sold; an add counts the amounts put in, a remove the amounts taken out.
 */
export function toPairActionRows(
  actions: readonly UniswapAction[],
  displayDecimals: number,
): PairActionRow[] {
  return actions.map((a) => {
    const [t0, t1] = a.tokens
    const s0 = t0?.symbol ?? '?'
    const s1 = t1?.symbol ?? '?'
    const format = (value: bigint, decimals: number | undefined, symbol: string) =>
      `${formatTokenValue(value, { decimals: decimals ?? 18, displayDecimals })} ${symbol}`
    let action: string
    let amount0: bigint
    let amount1: bigint
    if (a.type === 'swap') {
      const soldToken0 = a.amount0in > 0n
      action = soldToken0 ? `Swap ${s0} for ${s1}` : `Swap ${s1} for ${s0}`
      amount0 = soldToken0 ? a.amount0in : a.amount0out
      amount1 = soldToken0 ? a.amount1out : a.amount1in
    } else if (a.type === 'mint') {
      action = `Add ${s0} and ${s1}`
      amount0 = a.amount0in
      amount1 = a.amount1in
    } else {
      action = `Remove ${s0} and ${s1}`
      amount0 = a.amount0out
      amount1 = a.amount1out
    }
    return {
      id: a.id,
      transactionHash: a.transactionHash,
      action,
      amounts: [format(amount0, t0?.decimals, s0), format(amount1, t1?.decimals, s1)],
      time: a.time,
    }
  })
}
