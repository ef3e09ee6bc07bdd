import { describe, expect, it } from 'vitest'
import { devnet, mainnet } from '../constants/networks.js'
import { computeGasLimit } from './computeGasLimit.js'
import { computeGasPrice } from './computeGasPrice.js'
import { computeGasWarning } from './computeGasWarning.js'
import { computeMaxRemainingBalance, computeRemainingBalance } from './computeRemainingBalance.js'
import { computeTransactionFee } from './computeTransactionFee.js'
import { computeTransactionGas } from './computeTransactionGas.js'
import { GasInputError } from './errors.js'

const GWEI = 10n ** 9n
const E18 = 10n ** 18n

describe('computeGasPrice (docs/behaviour/transactions.md#gas)', () => {
  it('doubles the network price while the double stays below 30 gwei', () => {
    expect(computeGasPrice(1n * GWEI)).toBe(2n * GWEI)
    expect(computeGasPrice(14n * GWEI)).toBe(28n * GWEI)
    expect(computeGasPrice(15n * GWEI - 1n)).toBe(30n * GWEI - 2n)
  })

  it('takes 1.2 × the network price once the double would reach 30 gwei', () => {
    expect(computeGasPrice(15n * GWEI)).toBe(18n * GWEI)
    expect(computeGasPrice(100n * GWEI)).toBe(120n * GWEI)
    expect(computeGasPrice(7n)).toBe(14n)
  })

  it('rejects a negative price', () => {
    expect(() => computeGasPrice(-1n)).toThrow(GasInputError)
  })
})

describe('computeGasLimit', () => {
  it('adds 2000 on mainnet', () => {
    expect(computeGasLimit(21_000n, mainnet.gasBuffer)).toBe(23_000n)
    expect(computeGasLimit(21_000n)).toBe(23_000n)
  })

  it('applies the devnet preset ×1.5 + 50,000, rounding up', () => {
    expect(computeGasLimit(100_001n, devnet.gasBuffer)).toBe(150_002n + 50_000n)
  })

  it('refuses a buffer that would lower the estimate', () => {
    expect(() => computeGasLimit(1n, { multiplierBps: 9000, add: 0 })).toThrow(GasInputError)
  })
})

describe('fees and remaining balances (docs/behaviour/send-and-receive.md#entire-balance)', () => {
  it('fee = gas price × gas limit', () => {
    expect(computeTransactionFee({ gasPrice: 2n * GWEI, gasLimit: 23_000n })).toBe(46_000n * GWEI)
  })

  it('remaining balance keeps twice the fee of a 44,000-gas transaction', () => {
    expect(computeRemainingBalance({ balance: E18, gasPrice: GWEI })).toBe(E18 - 88_000n * GWEI)
    expect(computeRemainingBalance({ balance: E18, gasPrice: GWEI, gasLimit: 100_000n })).toBe(
      E18 - 200_000n * GWEI,
    )
    expect(computeRemainingBalance({ balance: 1000n, gasPrice: GWEI })).toBe(0n)
  })

  it('the maximum remaining balance keeps one fee at the 500,000 max gas', () => {
    expect(computeMaxRemainingBalance({ balance: E18, gasPrice: GWEI })).toBe(E18 - 500_000n * GWEI)
    expect(computeMaxRemainingBalance({ balance: 1n, gasPrice: GWEI })).toBe(0n)
  })
})

describe('computeGasWarning (docs/behaviour/transactions.md#gas)', () => {
  it('warns when the FTM balance cannot pay 500,000 gas at the gas price, with the spec text', () => {
    const warning = computeGasWarning({ balance: GWEI * 499_999n, gasPrice: GWEI })
    expect(warning).toBe(
      'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.',
    )
  })

  it('stays silent once the balance pays 500,000 gas exactly', () => {
    expect(computeGasWarning({ balance: GWEI * 500_000n, gasPrice: GWEI })).toBeUndefined()
    expect(computeGasWarning({ balance: 0n, gasPrice: 0n })).toBeUndefined()
  })
})

describe('computeTransactionGas', () => {
  it('combines price, buffered limit and fee', () => {
    expect(computeTransactionGas({ networkGasPrice: GWEI, estimate: 21_000n })).toEqual({
      gasPrice: 2n * GWEI,
      gasLimit: 23_000n,
      fee: 46_000n * GWEI,
      error: null,
    })
  })

  it('joins estimation errors with a comma and sets the fee to 0', () => {
    const gas = computeTransactionGas({
      networkGasPrice: GWEI,
      estimateErrors: ['execution reverted', 'out of gas'],
    })
    expect(gas).toEqual({
      gasPrice: 2n * GWEI,
      gasLimit: 0n,
      fee: 0n,
      error: 'execution reverted,out of gas',
    })
  })
})
