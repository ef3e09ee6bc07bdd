import { describe, expect, it } from 'vitest'
import type { UniswapAction } from './getUniswapActions.js'
import { toPairActionRows } from './pairActionRows.js'

const E18 = 10n ** 18n
const base: Omit<UniswapAction, 'type' | 'amount0in' | 'amount0out' | 'amount1in' | 'amount1out'> = {
  id: `0x${'1'.repeat(64)}`,
  pairAddress: '0x0000000000000000000000000000000000000001',
  transactionHash: `0x${'a'.repeat(64)}`,
  sender: '0x0000000000000000000000000000000000000002',
  blockNumber: 5n,
  time: 1_700_000_000,
  tokens: [
    { symbol: 'WFTM', decimals: 18 },
    { symbol: 'USDC', decimals: 6 },
  ],
}
const action = (type: UniswapAction['type'], a0in: bigint, a0out: bigint, a1in: bigint, a1out: bigint) =>
  ({ ...base, type, amount0in: a0in, amount0out: a0out, amount1in: a1in, amount1out: a1out }) as UniswapAction

describe('toPairActionRows', () => {
  it('names the sold token first in a swap, so the order flips when token1 was sold', () => {
    const [sold0, sold1] = toPairActionRows(
      [action('swap', 2n * E18, 0n, 0n, 500_000n), action('swap', 0n, 3n * E18, 1_250_000n, 0n)],
      2,
    )
    expect(sold0).toMatchObject({ action: 'Swap WFTM for USDC', amounts: ['2.00 WFTM', '0.50 USDC'] })
    expect(sold1).toMatchObject({ action: 'Swap USDC for WFTM', amounts: ['3.00 WFTM', '1.25 USDC'] })
  })

  it('shows what an add put in and what a remove took out', () => {
    const [add, remove] = toPairActionRows(
      [action('mint', 10n * E18, 0n, 4_000_000n, 0n), action('burn', 0n, E18 / 2n, 0n, 1_000_000n)],
      2,
    )
    expect(add).toMatchObject({ action: 'Add WFTM and USDC', amounts: ['10.00 WFTM', '4.00 USDC'] })
    expect(remove).toMatchObject({ action: 'Remove WFTM and USDC', amounts: ['0.50 WFTM', '1.00 USDC'] })
    expect(add?.transactionHash).toBe(base.transactionHash)
  })
})
