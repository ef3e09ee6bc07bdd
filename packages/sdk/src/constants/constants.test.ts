import { describe, expect, it } from 'vitest'
import {
  DEFAULT_GAS_LIMIT,
  devnet,
  MAX_GAS_LIMIT,
  MAX_GAS_PRICE,
  MIN_GAS_PRICE,
  mainnet,
  networks,
  testnet,
} from './index.js'

describe('constants', () => {
  it('has the gas numbers of docs/behaviour/transactions.md#gas', () => {
    expect(DEFAULT_GAS_LIMIT).toBe(44_000n)
    expect(MAX_GAS_LIMIT).toBe(500_000n)
    expect(MIN_GAS_PRICE).toBe(1_500_000_000n)
    expect(MAX_GAS_PRICE).toBe(30_000_000_000n)
  })

  it('has the three network presets with their chain ids', () => {
    expect(mainnet.chainId).toBe(0xfa)
    expect(testnet.chainId).toBe(0xfa2)
    expect(devnet.chainId).toBe(4003)
    expect(Object.keys(networks)).toEqual(['mainnet', 'testnet', 'devnet'])
    expect(mainnet.gasBuffer).toEqual({ multiplierBps: 10_000, add: 2000 })
    expect(mainnet.explorer.transactionPath).toBe('tx')
    expect(testnet.explorer.transactionPath).toBe('transactions')
  })
})
