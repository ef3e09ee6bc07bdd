/**
 * A value the app computed by division — a pool position (share × reserve ÷ supply), a value converted at a price —
 * comes out a few base units short of what went in: the pair keeps its minimum liquidity, every division rounds
 * down. Cut to the shown decimals, 20 deposited would read '19.9…'. When the shortfall to the next shown step is
 * dust (at most a millionth of the value and a thousandth of one shown step), the value is settled onto that step,
 * so it reads 20.0 (docs/behaviour/tokens-and-assets.md#number-formatting). Balances and limits never go through
 * this: they stay cut, never rounded up.
 */
export function settleDust(value: bigint, decimals: number, displayDecimals: number): bigint {
  if (value <= 0n || decimals <= displayDecimals) return value
  const step = 10n ** BigInt(decimals - displayDecimals)
  const remainder = value % step
  if (remainder === 0n) return value
  const short = step - remainder
  const dust = short * 1_000_000n <= value && short * 1000n <= step
  return dust ? value + short : value
}
