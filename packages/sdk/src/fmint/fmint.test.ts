import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  canClaimFMintRewards,
  canPushFMintRewards,
  computeAllowanceAmount,
  computeDepositHint,
  computeMintFee,
  shouldUseMaxCall,
} from './amounts.js'
import {
  computeCollateralRatio,
  computeCollateralRatioBand,
  formatCollateralRatio,
  isNearLiquidation,
} from './collateralRatio.js'
import { computeDebtLimit, computeDebtLimitBand } from './debtLimit.js'
import {
  computeBorrowLimit,
  computeLiquidationPrice,
  computeMaxDebtForCollateral,
  computeMaxMint,
  computeMaxRepay,
  computeMaxUnlock,
  computeMinCollateralForDebt,
  computeUnlockAmount,
} from './limits.js'
import { fmintMessages } from './messages.js'
import { parseFMintConfig } from './parseFMintConfig.js'

const usd = (value: string) => parseEther(value) // fUSD values have 18 decimals
const wftm = { decimals: 18, price: 25_000_000n, priceDecimals: 8 } // $0.25
const fusd = { decimals: 18, price: 10n ** 18n, priceDecimals: 18 } // $1

describe('fMint configuration', () => {
  it('divides the *4 values by 10^decimals', () => {
    const ratios = parseFMintConfig({
      mintFee4: 50n,
      minCollateralRatio4: 30_000n,
      rewardCollateralRatio4: 50_000n,
      decimals: 4,
    })
    expect(ratios.mintFee).toEqual({ numerator: 50n, denominator: 10_000n })
    expect(ratios.minCollateralRatio).toEqual({ numerator: 30_000n, denominator: 10_000n })
    expect(ratios.rewardCollateralRatio).toEqual({ numerator: 50_000n, denominator: 10_000n })
  })

  it('falls back to fee 0.0025, minimum 3 and reward 5', () => {
    const ratios = parseFMintConfig({ decimals: 4, mintFee4: null })
    expect(ratios.mintFee).toEqual({ numerator: 25n, denominator: 10_000n })
    expect(ratios.minCollateralRatio).toEqual({ numerator: 3n, denominator: 1n })
    expect(ratios.rewardCollateralRatio).toEqual({ numerator: 5n, denominator: 1n })
  })
})

describe('collateral ratio', () => {
  it('is collateral over debt with planned changes, 0 without debt', () => {
    expect(computeCollateralRatio({ collateralValue: usd('300'), debtValue: usd('100') })).toBe(30_000n)
    expect(
      computeCollateralRatio({
        collateralValue: usd('300'),
        debtValue: usd('100'),
        collateralChange: usd('-75'),
        debtChange: usd('50'),
      }),
    ).toBe(15_000n)
    expect(computeCollateralRatio({ collateralValue: usd('300'), debtValue: 0n })).toBe(0n)
    expect(
      computeCollateralRatio({ collateralValue: usd('300'), debtValue: usd('10'), debtChange: usd('-10') }),
    ).toBe(0n)
  })

  it("shows two decimals and '>5000%' above the cap", () => {
    expect(formatCollateralRatio(34_567n)).toBe('345.67%')
    expect(formatCollateralRatio(500_000n)).toBe('5,000.00%')
    expect(formatCollateralRatio(500_001n)).toBe('>5000%')
  })

  it('is red below 300 %, orange from 300 % and green from 499.9 %', () => {
    expect(computeCollateralRatioBand(29_999n)).toBe('red')
    expect(computeCollateralRatioBand(30_000n)).toBe('orange')
    expect(computeCollateralRatioBand(49_989n)).toBe('orange')
    expect(computeCollateralRatioBand(49_990n)).toBe('green')
    expect(
      computeCollateralRatioBand(39_990n, { rewardCollateralRatio: { numerator: 4n, denominator: 1n } }),
    ).toBe('green')
  })

  it('warns near liquidation below 225 % while there is debt', () => {
    expect(isNearLiquidation(22_499n)).toBe(true)
    expect(isNearLiquidation(22_500n)).toBe(false)
    expect(isNearLiquidation(0n)).toBe(false)
    expect(fmintMessages.nearLiquidation).toBe(
      "You're getting close to your liquidation price. Please rebalance your collateral.",
    )
  })
})

describe('debt limit', () => {
  it('is debt over collateral / 1.5, with bands from 50 % and 75 %', () => {
    const at300 = computeDebtLimit({ collateralValue: usd('300'), debtValue: usd('100') })
    expect(at300).toBe(5_000n)
    expect(
      computeDebtLimit({ collateralValue: usd('300'), debtValue: usd('100'), debtChange: usd('50') }),
    ).toBe(7_500n)
    expect(computeDebtLimit({ collateralValue: usd('300'), debtValue: 0n })).toBe(0n)
    expect(computeDebtLimit({ collateralValue: 0n, debtValue: usd('1') })).toBeUndefined()
    expect([4_999n, 5_000n, 7_500n, undefined].map(computeDebtLimitBand)).toEqual([
      'green',
      'orange',
      'red',
      'red',
    ])
  })
})

describe('limits', () => {
  const account = { collateralValue: usd('300'), debtValue: usd('40') }

  it('lets collateral / 3 − debt be borrowed, never below 0', () => {
    expect(computeBorrowLimit(account)).toBe(usd('60'))
    expect(computeBorrowLimit({ ...account, debtValue: usd('150') })).toBe(0n)
    const fourfold = { numerator: 40_000n, denominator: 10_000n }
    expect(computeBorrowLimit({ ...account, minCollateralRatio: fourfold })).toBe(usd('35'))
  })

  it('mints at most the borrow limit divided by the price', () => {
    expect(computeMaxMint({ ...account, token: fusd })).toBe(usd('60'))
    expect(computeMaxMint({ ...account, token: wftm })).toBe(parseEther('240'))
  })

  it('repays at most the smaller of debt and balance', () => {
    expect(computeMaxRepay({ debt: 5n, availableBalance: 9n })).toBe(5n)
    expect(computeMaxRepay({ debt: 9n, availableBalance: 5n })).toBe(5n)
  })

  it('unlocks all collateral when the rest of the account covers the debt', () => {
    const params = {
      collateral: parseEther('400'),
      token: wftm,
      overallCollateralValue: usd('500'),
      overallDebtValue: usd('100'),
    }
    expect(computeMaxUnlock(params)).toBe(parseEther('400'))
  })

  it('keeps what the minimum ratio needs plus 0.5 % locked', () => {
    // $300 of WFTM backs $40 of debt: $180 is free = 720 WFTM; 1200 − 720 = 480 must stay, × 1.005 = 482.4.
    const params = {
      collateral: parseEther('1200'),
      token: wftm,
      overallCollateralValue: usd('300'),
      overallDebtValue: usd('40'),
    }
    expect(computeMaxUnlock(params)).toBe(parseEther('717.6'))
    expect(computeMaxUnlock({ ...params, overallDebtValue: usd('100') })).toBe(0n)
    expect(computeMaxUnlock({ ...params, overallDebtValue: usd('200') })).toBe(0n)
  })

  it('withdraws the whole collateral when less than 0.000001 would stay', () => {
    const collateral = parseEther('10')
    expect(computeUnlockAmount({ amount: parseEther('9.9999995'), collateral })).toBe(collateral)
    expect(computeUnlockAmount({ amount: parseEther('9.999999'), collateral })).toBe(parseEther('9.999999'))
  })

  it('computes max debt, min collateral and liquidation price', () => {
    expect(computeMaxDebtForCollateral({ collateral: parseEther('1200'), token: wftm })).toBe(usd('100'))
    expect(computeMinCollateralForDebt({ debtValue: usd('100'), token: wftm })).toBe(parseEther('1200'))
    // $100 debt × 1.5 over 1200 WFTM = $0.125 per WFTM.
    expect(computeLiquidationPrice({ debtValue: usd('100'), collateral: parseEther('1200') })).toBe(
      usd('0.125'),
    )
    expect(computeLiquidationPrice({ debtValue: usd('100'), collateral: 0n })).toBe(0n)
  })
})

describe('amounts sent', () => {
  it('asks 1.05 × for an allowance, 1.051 × for repay, +0.5 % for FUSD, capped', () => {
    expect(computeAllowanceAmount({ amount: parseEther('100') })).toBe(parseEther('105'))
    expect(computeAllowanceAmount({ amount: parseEther('100'), purpose: 'repay' })).toBe(parseEther('105.1'))
    expect(computeAllowanceAmount({ amount: parseEther('100'), isFusd: true })).toBe(parseEther('105.525'))
    expect(computeAllowanceAmount({ amount: parseEther('100'), cap: parseEther('102') })).toBe(
      parseEther('102'),
    )
    expect(computeAllowanceAmount({ amount: 1n })).toBe(2n)
  })

  it('switches to the max call above 99.5 % of the maximum', () => {
    const max = parseEther('200')
    expect(shouldUseMaxCall({ amount: parseEther('199'), max })).toBe(false)
    expect(shouldUseMaxCall({ amount: parseEther('199.01'), max })).toBe(true)
    expect(shouldUseMaxCall({ amount: 0n, max: 0n })).toBe(false)
  })

  it('takes the configured mint fee', () => {
    expect(computeMintFee({ amount: parseEther('100') })).toBe(parseEther('0.25'))
    expect(
      computeMintFee({ amount: parseEther('100'), mintFee: { numerator: 50n, denominator: 10_000n } }),
    ).toBe(parseEther('0.5'))
  })

  it('hints to deposit more at 0.01 or less available', () => {
    expect(computeDepositHint({ availableBalance: parseEther('0.01'), symbol: 'WFTM' })).toBe(
      'Deposit more WFTM to increase your collateral',
    )
    expect(computeDepositHint({ availableBalance: parseEther('0.011'), symbol: 'WFTM' })).toBeUndefined()
  })

  it('allows claiming with earned or stashed rewards, pushing when the distribution accepts', () => {
    const account = { canClaimRewards: true, rewardsEarned: 0n, rewardsStashed: 0n }
    expect(canClaimFMintRewards(account)).toBe(false)
    expect(canClaimFMintRewards({ ...account, rewardsStashed: 1n })).toBe(true)
    expect(canClaimFMintRewards({ ...account, canClaimRewards: false, rewardsEarned: 1n })).toBe(false)
    expect(canPushFMintRewards({ canPushNewRewards: true })).toBe(true)
  })
})
