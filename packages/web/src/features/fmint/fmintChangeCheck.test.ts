import {
  computeCollateralSlider,
  computeFMintSliderChange,
  computeMaxMint,
  computeMaxUnlock,
  computeSynthSlider,
  type DefiToken,
} from '@ftm-wallet/sdk'
import { FLOW_MESSAGES, isAllowed } from '@ftm-wallet/sdk/machines'
import { describe, expect, it } from 'vitest'
import { checkCollateralChange, checkSynthChange, fmintButton } from './fmintChangeCheck.js'
import { E18, FUSD, RATIOS, WFTM } from './fmintTokens.test-util.js'

// Amounts and prices that do not divide evenly, so any rounding between the slider and the check would show.
const ODD_WFTM: DefiToken = { ...WFTM, price: E18 / 3n }
const SETH: DefiToken = { ...FUSD, symbol: 'SETH', price: 1_234_567_890_123_456_789_012n }
const LOCKED = 1000n * E18 + 123_456_789_012_345_678n
const AVAILABLE = 77n * E18 + 987_654_321_987_654_321n
const ACCOUNT = {
  collateralValue: LOCKED / 3n,
  debtValue: 91n * E18 + 111_111_111_111_111_111n,
}
const MAX_UNLOCK = computeMaxUnlock({
  collateral: LOCKED,
  token: ODD_WFTM,
  overallCollateralValue: ACCOUNT.collateralValue,
  overallDebtValue: ACCOUNT.debtValue,
  minCollateralRatio: RATIOS.minCollateralRatio,
})
const MAX_MINT = computeMaxMint({ ...ACCOUNT, minCollateralRatio: RATIOS.minCollateralRatio, token: SETH })
const DEBT = 3n * E18 + 141_592_653_589_793_238n
const collateralFacts = { token: ODD_WFTM, locked: LOCKED, available: AVAILABLE, maxUnlock: MAX_UNLOCK }
const synthFacts = {
  token: SETH,
  debt: DEBT,
  available: 2n * E18 + 718_281_828_459_045_235n,
  maxMint: MAX_MINT,
}
// The messages write the maximum with the token's display decimals by price (WFTM below 0.5 → 1, SETH above 1000 → 6),
// cut with '…' (docs/behaviour/tokens-and-assets.md#number-formatting), never its 18 decimals.
const SHOWN: Record<string, string> = {
  [String(MAX_UNLOCK)]: '176.0…',
  [String(AVAILABLE)]: '77.9…',
  [String(MAX_MINT)]: '0.016211…',
  [String(synthFacts.available)]: '2.718281…',
}
const shown = (amount: bigint, symbol: string) => `${SHOWN[String(amount)]} ${symbol}`

describe('the fMint forms against their flows’ checks', () => {
  it('unlock: the slider’s maximum passes fmintUnlock, 1 wei more is refused with its message', () => {
    expect(MAX_UNLOCK > 0n && MAX_UNLOCK < LOCKED).toBe(true)
    for (const mode of ['unlock', 'manage'] as const) {
      const slider = computeCollateralSlider({
        mode,
        locked: LOCKED,
        available: AVAILABLE,
        maxUnlock: MAX_UNLOCK,
      })
      // The most the slider takes away: its maximum on the unlock page, its minimum on the manage page.
      const change = computeFMintSliderChange(mode === 'unlock' ? slider.max : slider.min, slider, 'remove')
      expect(change).toBe(-MAX_UNLOCK)
      expect(isAllowed(checkCollateralChange(change, collateralFacts))).toBe(true)
      const refused = checkCollateralChange(change - 1n, collateralFacts)
      expect(refused.field).toBe('amount')
      expect(refused.error?.code).toBe('FLOW_AMOUNT_TOO_HIGH')
      expect(refused.error?.message).toBe(FLOW_MESSAGES.unlockMax(shown(MAX_UNLOCK, 'WFTM')))
    }
  })

  it('lock: the slider’s maximum passes fmintLock, the balance too, 1 wei above the balance is refused', () => {
    for (const mode of ['lock', 'manage'] as const) {
      const slider = computeCollateralSlider({
        mode,
        locked: LOCKED,
        available: AVAILABLE,
        maxUnlock: MAX_UNLOCK,
        reservePercent: 0.3,
      })
      const change = computeFMintSliderChange(slider.max, slider, 'add')
      expect(change > 0n && change < AVAILABLE).toBe(true)
      expect(isAllowed(checkCollateralChange(change, collateralFacts))).toBe(true)
    }
    expect(isAllowed(checkCollateralChange(AVAILABLE, collateralFacts))).toBe(true)
    expect(checkCollateralChange(AVAILABLE + 1n, collateralFacts).error?.message).toBe(
      FLOW_MESSAGES.lockMax(shown(AVAILABLE, 'WFTM')),
    )
  })

  it('mint: the slider’s maximum passes fmintMint (with and without the reserve), 1 wei more is refused', () => {
    for (const reservePercent of [0, 0.3]) {
      for (const mode of ['mint', 'manage'] as const) {
        const slider = computeSynthSlider({ mode, ...synthFacts, reservePercent })
        const change = computeFMintSliderChange(slider.max, slider, 'add')
        if (reservePercent === 0) expect(change).toBe(MAX_MINT)
        expect(isAllowed(checkSynthChange(change, synthFacts))).toBe(true)
      }
    }
    expect(checkSynthChange(MAX_MINT + 1n, synthFacts).error?.message).toBe(
      FLOW_MESSAGES.mintMax(shown(MAX_MINT, 'SETH')),
    )
  })

  it('repay: the slider’s maximum (the balance, below the debt) passes fmintRepay, 1 wei more is refused', () => {
    for (const mode of ['repay', 'manage'] as const) {
      const slider = computeSynthSlider({ mode, ...synthFacts })
      const change = computeFMintSliderChange(mode === 'repay' ? slider.max : slider.min, slider, 'remove')
      expect(change).toBe(-synthFacts.available)
      expect(isAllowed(checkSynthChange(change, synthFacts))).toBe(true)
      expect(checkSynthChange(change - 1n, synthFacts).error?.message).toBe(
        FLOW_MESSAGES.repayMax(shown(synthFacts.available, 'SETH')),
      )
    }
  })

  it('the button: the check’s refusal first, then no change or no gas disables it under its own label', () => {
    const refused = checkSynthChange(MAX_MINT + 1n, synthFacts)
    expect(fmintButton(refused, 'Mint', { change: MAX_MINT + 1n, gasWarning: undefined })).toEqual({
      label: FLOW_MESSAGES.mintMax(shown(MAX_MINT, 'SETH')),
      enabled: false,
    })
    const zero = checkSynthChange(0n, synthFacts)
    expect(fmintButton(zero, 'Mint', { change: 0n, gasWarning: undefined })).toEqual({
      label: 'Mint',
      enabled: false,
    })
    const half = MAX_MINT / 2n
    const ok = checkSynthChange(half, synthFacts)
    expect(fmintButton(ok, 'Mint', { change: half, gasWarning: 'no gas' })).toEqual({
      label: 'Mint',
      enabled: false,
    })
    expect(fmintButton(ok, 'Mint', { change: half, gasWarning: undefined })).toEqual({
      label: 'Mint',
      enabled: true,
    })
  })
})
