import { parseEther, parseUnits } from 'ethers'
import { describe, expect, it } from 'vitest'
import { SFC_ADDRESS } from '../constants/contracts.js'
import { computeTokenAmountForValue, computeTokenValue } from './computeTokenValue.js'
import { convertTokenAmount } from './convertTokenAmount.js'
import { createNativeFtmToken, isNativeFtmToken } from './nativeToken.js'
import {
  computeEntireBalanceAmount,
  computeTransferableBalance,
  validateTransferAmount,
} from './transferAmount.js'

// Prices as the API gives them: an integer scaled by 10^priceDecimals.
const ftm = { decimals: 18, price: 25_000_000n, priceDecimals: 8 } // $0.25
const usdc = { decimals: 6, price: 1_000_000n, priceDecimals: 6 } // $1.00
const fusd = { decimals: 18, price: 10n ** 18n, priceDecimals: 18 } // $1.00

describe('token conversions', () => {
  it('converts across decimals and price decimals in wei space', () => {
    expect(convertTokenAmount({ amount: parseEther('100'), from: ftm, to: usdc })).toBe(parseUnits('25', 6))
    expect(convertTokenAmount({ amount: parseUnits('25', 6), from: usdc, to: ftm })).toBe(parseEther('100'))
    expect(convertTokenAmount({ amount: parseEther('3'), from: ftm, to: fusd })).toBe(parseEther('0.75'))
  })

  it('rounds down and gives 0 for a target without price', () => {
    expect(convertTokenAmount({ amount: 3n, from: usdc, to: ftm })).toBe(12_000_000_000_000n)
    expect(convertTokenAmount({ amount: 1n, from: ftm, to: usdc })).toBe(0n)
    expect(convertTokenAmount({ amount: parseEther('1'), from: ftm, to: { ...usdc, price: 0n } })).toBe(0n)
  })

  it('values an amount in 18-decimal currency units and back', () => {
    expect(computeTokenValue({ amount: parseEther('100'), token: ftm })).toBe(parseEther('25'))
    expect(computeTokenValue({ amount: parseUnits('2.5', 6), token: usdc })).toBe(parseEther('2.5'))
    expect(computeTokenAmountForValue({ value: parseEther('25'), token: ftm })).toBe(parseEther('100'))
    expect(computeTokenAmountForValue({ value: parseEther('2.5'), token: usdc })).toBe(parseUnits('2.5', 6))
    expect(computeTokenAmountForValue({ value: 1n, token: { ...ftm, price: 0n } })).toBe(0n)
  })
})

describe('native FTM pseudo-token', () => {
  it("stands in for FTM with the SFC address, 18 decimals and WFTM's price", () => {
    const token = createNativeFtmToken({ price: 31_000n, priceDecimals: 5 })
    expect(token).toEqual({
      address: SFC_ADDRESS,
      symbol: 'FTM',
      name: 'Fantom',
      decimals: 18,
      price: 31_000n,
      priceDecimals: 5,
      allowance: 0n,
    })
    expect(isNativeFtmToken({ address: SFC_ADDRESS.toLowerCase() })).toBe(true)
    expect(isNativeFtmToken({ address: '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83' })).toBe(false)
  })
})

describe('send amount', () => {
  const gasPrice = 10n ** 9n

  it('keeps 2 × gasPrice × 44,000 for the limit and gasPrice × 500,000 for "Entire Balance"', () => {
    expect(computeTransferableBalance({ balance: parseEther('1'), gasPrice })).toBe(parseEther('0.999912'))
    expect(computeEntireBalanceAmount({ balance: parseEther('1'), gasPrice })).toBe(parseEther('0.9995'))
    expect(computeEntireBalanceAmount({ balance: 1000n, gasPrice })).toBe(0n)
  })

  it('tolerates zero and accepts up to the available amount', () => {
    const available = parseEther('10')
    expect(validateTransferAmount({ amount: 0n, available, symbol: 'FTM' })).toBeUndefined()
    expect(validateTransferAmount({ amount: available, available, symbol: 'FTM' })).toBeUndefined()
  })

  it("names the maximum, or says 'You have no balance left' when nothing is available", () => {
    expect(
      validateTransferAmount({ amount: parseEther('11'), available: parseEther('10.5'), symbol: 'FTM' })
        ?.message,
    ).toBe('You can transfer max 10.5 FTM')
    expect(
      validateTransferAmount({
        amount: parseUnits('3', 6),
        available: parseUnits('2.25', 6),
        symbol: 'USDC',
        decimals: 6,
      })?.message,
    ).toBe('You can transfer max 2.25 USDC')
    // What a balance leaves after the fee room is no round number: never its raw 18 decimals.
    expect(
      validateTransferAmount({
        amount: parseEther('2000'),
        available: 1_499_999_911_999_999_384n * 10n ** 3n,
        symbol: 'FTM',
      })?.message,
    ).toBe('You can transfer max 1,499.99… FTM')
    expect(
      validateTransferAmount({
        amount: parseEther('2000'),
        available: 1_499_999_911_999_999_384n * 10n ** 3n,
        symbol: 'FTM',
        fractionDigits: 5,
      })?.message,
    ).toBe('You can transfer max 1,499.99991… FTM')
    expect(validateTransferAmount({ amount: 1n, available: -5n, symbol: 'FTM' })?.message).toBe(
      'You have no balance left',
    )
  })

  it('asks for the bridge minimum in bridge directions', () => {
    const params = { available: parseEther('100'), symbol: 'FTM', minimum: parseEther('50') }
    expect(validateTransferAmount({ ...params, amount: parseEther('49') })?.message).toBe(
      'You must transfer at least 50 FTM',
    )
    expect(validateTransferAmount({ ...params, amount: parseEther('50') })).toBeUndefined()
  })

  it("says 'Invalid amount' for a negative or non-numeric amount", () => {
    for (const amount of [-1n, undefined]) {
      expect(validateTransferAmount({ amount, available: 10n, symbol: 'FTM' })?.message).toBe(
        'Invalid amount',
      )
    }
  })
})
