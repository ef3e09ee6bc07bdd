import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import { computeGasWarning } from '../gas/computeGasWarning.js'
import { canSubmitFMintChange, computeCollateralRatioDisplay } from './computeCollateralRatioDisplay.js'
import { computeFMintRowActions, computeFMintRowTarget } from './computeFMintRowActions.js'
import {
  clampFMintSliderValue,
  computeCollateralSlider,
  computeFMintSliderChange,
  computeSynthSlider,
} from './computeFMintSlider.js'
import { computeFMintTokenRows, findFMintToken } from './computeFMintTokenRows.js'
import { fmintTexts } from './fmintTexts.js'

const e = (value: string) => parseEther(value)

describe('overview row actions', () => {
  it('offers Lock, Unlock and Swap on a WFTM row with collateral', () => {
    const row = { symbol: 'WFTM', canMint: false, collateral: e('5'), debt: 0n }
    expect(computeFMintRowActions(row)).toEqual(['Lock', 'Unlock', 'Swap'])
    expect(computeFMintRowActions({ ...row, collateral: 0n })).toEqual(['Lock', 'Swap'])
  })

  it('offers Lock only for SFTM without collateral, Mint and Repay on a minted token with debt', () => {
    expect(computeFMintRowActions({ symbol: 'SFTM', canMint: false, collateral: 0n, debt: 0n })).toEqual([
      'Lock',
    ])
    const fusd = { symbol: 'FUSD', canMint: true, collateral: 0n, debt: e('10') }
    expect(computeFMintRowActions(fusd)).toEqual(['Mint', 'Repay'])
    expect(computeFMintRowActions({ ...fusd, debt: 0n })).toEqual([])
    expect(computeFMintRowActions({ ...fusd, canMint: false })).toEqual(['Repay'])
  })

  it('opens the Deposit/Borrow choice with both, borrow with debt only, deposit with collateral only', () => {
    expect(computeFMintRowTarget({ collateral: 1n, debt: 1n })).toBe('choice')
    expect(computeFMintRowTarget({ collateral: 0n, debt: 1n })).toBe('borrow')
    expect(computeFMintRowTarget({ collateral: 1n, debt: 0n })).toBe('deposit')
    expect(computeFMintRowTarget({ collateral: 0n, debt: 0n })).toBeUndefined()
  })
})

describe('c-ratio display', () => {
  it("caps the text at '>5000%' and the circle at 1000 %", () => {
    const display = computeCollateralRatioDisplay({ collateralValue: e('5001'), debtValue: e('1') })
    expect(display.text).toBe('>5000%')
    expect(display.circlePercent).toBe(100)
    expect(display.band).toBe('green')
    expect(display.warning).toBeUndefined()
  })

  it('shows 400 % as orange, 40 % of the circle, with a debt limit of 37.5 %', () => {
    const display = computeCollateralRatioDisplay({ collateralValue: e('400'), debtValue: e('100') })
    expect(display.text).toBe('400.00%')
    expect(display.band).toBe('orange')
    expect(display.circlePercent).toBe(40)
    expect(display.debtLimitText).toBe('37.50%')
    expect(display.debtLimitBand).toBe('green')
  })

  it('warns near liquidation when a planned change takes the ratio below 225 %', () => {
    const display = computeCollateralRatioDisplay({
      collateralValue: e('400'),
      debtValue: e('100'),
      debtChange: e('80'),
    })
    expect(display.text).toBe('222.22%')
    expect(display.band).toBe('red')
    expect(display.warning).toBe(
      "You're getting close to your liquidation price. Please rebalance your collateral.",
    )
    expect(display.debtLimitBand).toBe('orange')
  })

  it("shows '-' and no warning without debt", () => {
    const display = computeCollateralRatioDisplay({ collateralValue: e('400'), debtValue: 0n })
    expect(display.text).toBe('-')
    expect(display.warning).toBeUndefined()
    expect(display.debtLimitPercent).toBe(0)
  })

  it('disables submit while the gas warning shows, and for an unchanged amount', () => {
    const gasPrice = 10n ** 9n
    const warning = computeGasWarning({ balance: gasPrice * 499_999n, gasPrice })
    expect(warning).toBeDefined()
    expect(canSubmitFMintChange({ change: 1n, gasWarning: warning })).toBe(false)
    expect(canSubmitFMintChange({ change: 1n })).toBe(true)
    expect(canSubmitFMintChange({ change: 0n })).toBe(false)
    expect(canSubmitFMintChange({ change: -1n })).toBe(true)
  })
})

describe('sliders', () => {
  it('locks at most the balance minus 1 token kept for gas, reduced by the reserve', () => {
    const base = { locked: e('100'), available: e('101'), maxUnlock: e('40') }
    expect(computeCollateralSlider({ ...base, mode: 'lock' })).toEqual({
      kind: 'delta',
      min: 0n,
      max: e('100'),
      start: 0n,
    })
    expect(computeCollateralSlider({ ...base, mode: 'lock', reservePercent: 0.3 }).max).toBe(e('99.7'))
    expect(computeCollateralSlider({ ...base, mode: 'lock', available: e('0.5') }).max).toBe(0n)
  })

  it('unlocks at most maxUnlock; the manage slider runs from what must stay to locked + available − 1', () => {
    const base = { locked: e('100'), available: e('101'), maxUnlock: e('40') }
    expect(computeCollateralSlider({ ...base, mode: 'unlock' }).max).toBe(e('40'))
    expect(computeCollateralSlider({ ...base, mode: 'manage' })).toEqual({
      kind: 'target',
      min: e('60'),
      max: e('200'),
      start: e('100'),
    })
    expect(computeCollateralSlider({ ...base, mode: 'manage', available: 0n }).max).toBe(e('100'))
  })

  it('mints at most maxMint less the reserve and repays at most min(debt, balance)', () => {
    const base = { debt: e('50'), available: e('30'), maxMint: e('100') }
    expect(computeSynthSlider({ ...base, mode: 'mint', reservePercent: 1 }).max).toBe(e('99'))
    expect(computeSynthSlider({ ...base, mode: 'repay' }).max).toBe(e('30'))
    expect(computeSynthSlider({ ...base, mode: 'manage' })).toEqual({
      kind: 'target',
      min: e('20'),
      max: e('150'),
      start: e('50'),
    })
    expect(computeSynthSlider({ ...base, mode: 'manage', available: e('80'), reservePercent: 10 }).min).toBe(
      e('13.5'),
    )
  })

  it('clamps values and turns them into signed changes', () => {
    const slider = { kind: 'target' as const, min: 5n, max: 10n, start: 7n }
    expect([0n, 6n, 11n].map((v) => clampFMintSliderValue(v, slider))).toEqual([5n, 6n, 10n])
    expect(computeFMintSliderChange(9n, slider)).toBe(2n)
    expect(computeFMintSliderChange(5n, slider)).toBe(-2n)
    const delta = { kind: 'delta' as const, start: 0n }
    expect(computeFMintSliderChange(3n, delta, 'remove')).toBe(-3n)
    expect(computeFMintSliderChange(3n, delta)).toBe(3n)
  })
})

describe('texts', () => {
  it('carries the spec texts of the pages and the rewards confirmations', () => {
    expect(fmintTexts.lockIntro).toBe('Lock collateral to increase the collateral ratio and mint synths.')
    expect(fmintTexts.claimRewards).toBe('You’re claiming estimated and stashed rewards.')
    expect(fmintTexts.pushRewards).toBe('You’re pushing rewards to distribution.')
  })
})

describe('token rows', () => {
  const token = (symbol: string, address: string, flags: { canMint?: boolean } = {}) => ({
    address,
    symbol,
    decimals: 18,
    canMint: flags.canMint ?? false,
    canDeposit: false,
    availableBalance: 7n,
  })
  const tokens = [
    token('fUSD', '0xF0', { canMint: true }),
    token('FTM', '0x00'),
    token('WBTC', '0xB0'),
    token('WFTM', '0xA0'),
    token('sFTM', '0xC0'),
  ]

  it('lists collateral tokens first, then mintable ones, without FTM or unrelated tokens', () => {
    const rows = computeFMintTokenRows({
      tokens,
      collateral: [{ tokenAddress: '0xa0', balance: 5n, value: 50n }],
      debt: [{ tokenAddress: '0xf0', balance: 2n, value: 2n }],
    })
    expect(rows.map((r) => r.token.symbol)).toEqual(['sFTM', 'WFTM', 'fUSD'])
    expect(rows[1]).toMatchObject({ collateral: 5n, collateralValue: 50n, debt: 0n, available: 7n })
    expect(rows[2]).toMatchObject({ debt: 2n, debtValue: 2n })
  })

  it('finds the page token by address, by symbol, or the fallback symbol', () => {
    expect(findFMintToken(tokens, { address: '0xa0', fallbackSymbol: 'FUSD' })?.symbol).toBe('WFTM')
    expect(findFMintToken(tokens, { symbol: 'sftm', fallbackSymbol: 'FUSD' })?.symbol).toBe('sFTM')
    expect(findFMintToken(tokens, { fallbackSymbol: 'FUSD' })?.symbol).toBe('fUSD')
    expect(findFMintToken(tokens, { address: '0x99', fallbackSymbol: 'FUSD' })).toBeUndefined()
  })
})
