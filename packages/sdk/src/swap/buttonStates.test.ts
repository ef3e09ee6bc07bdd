import { describe, expect, it } from 'vitest'
import {
  computeAddLiquidityButtonState,
  computeRemoveLiquidityButtonState,
  computeSwapButtonState,
  computeWrapButtonState,
} from './buttonStates.js'

const WFTM = { symbol: 'WFTM' }
const FUSD = { symbol: 'FUSD' }

describe('swap button', () => {
  const ready = {
    hasAccount: true,
    fromToken: WFTM,
    toToken: FUSD,
    fromAmount: 5n,
    toAmount: 7n,
    hasLiquidity: true,
    fromBalance: 10n,
  }

  it('walks the labels in the spec order and enables only Swap', () => {
    const cases: [Partial<typeof ready>, string][] = [
      [{ hasAccount: false, fromToken: undefined }, 'Connect Wallet'],
      [{ toToken: undefined, fromAmount: 0n }, 'Select a token'],
      [{ fromAmount: 0n, toAmount: 0n, hasLiquidity: false }, 'Enter an amount'],
      [{ toAmount: 0n, hasLiquidity: false, fromBalance: 0n }, 'Insufficient Pair Liquidity'],
      [{ fromAmount: 11n }, 'Insufficient WFTM balance'],
    ]
    for (const [change, label] of cases) {
      expect(computeSwapButtonState({ ...ready, ...change })).toEqual({ label, enabled: false })
    }
    expect(computeSwapButtonState(ready)).toEqual({ label: 'Swap', enabled: true })
  })
})

describe('add liquidity button', () => {
  const ready = {
    hasAccount: true,
    tokenA: WFTM,
    tokenB: FUSD,
    amountA: 1n,
    amountB: 2n,
    balanceA: 5n,
    balanceB: 5n,
    hasLiquidity: true,
  }

  it('walks the labels in the spec order and enables only Supply', () => {
    const cases: [Partial<typeof ready>, string][] = [
      [{ hasAccount: false }, 'Connect Wallet'],
      [{ tokenB: undefined }, 'Select a token'],
      [{ balanceA: 0n, balanceB: 0n }, 'Insufficient Balance'],
      [{ balanceB: 0n }, 'Insufficient FUSD balance'],
      [{ amountA: 0n, amountB: 0n, hasLiquidity: false }, 'Insufficient Pair Liquidity'],
      [{ amountA: 0n, amountB: 0n }, 'Enter an amount'],
      [{ amountA: 6n }, 'Insufficient WFTM balance'],
    ]
    for (const [change, label] of cases) {
      expect(computeAddLiquidityButtonState({ ...ready, ...change })).toEqual({ label, enabled: false })
    }
    expect(computeAddLiquidityButtonState(ready)).toEqual({ label: 'Supply', enabled: true })
  })
})

describe('remove liquidity and wrap buttons', () => {
  it('enables Remove only when both returned amounts are above zero', () => {
    expect(computeRemoveLiquidityButtonState({ hasAccount: false, amountA: 1n, amountB: 1n })).toEqual({
      label: 'Connect Wallet',
      enabled: false,
    })
    expect(computeRemoveLiquidityButtonState({ hasAccount: true, amountA: 1n, amountB: 0n }).enabled).toBe(
      false,
    )
    expect(computeRemoveLiquidityButtonState({ hasAccount: true, amountA: 1n, amountB: 1n })).toEqual({
      label: 'Remove',
      enabled: true,
    })
  })

  it('labels the wrap button in the spec order', () => {
    const ready = { hasAccount: true, direction: 'wrap' as const, fromSymbol: 'FTM', amount: 3n, max: 5n }
    expect(computeWrapButtonState({ ...ready, hasAccount: false }).label).toBe('Connect Wallet')
    expect(computeWrapButtonState({ ...ready, amount: 0n, direction: undefined }).label).toBe(
      'Enter an amount',
    )
    expect(computeWrapButtonState({ ...ready, direction: undefined }).label).toBe('Select a token')
    expect(computeWrapButtonState({ ...ready, amount: 6n }).label).toBe('Insufficient FTM balance')
    expect(computeWrapButtonState(ready)).toEqual({ label: 'Wrap', enabled: true })
    expect(computeWrapButtonState({ ...ready, direction: 'unwrap' })).toEqual({
      label: 'Unwrap',
      enabled: true,
    })
  })
})
