// Slider bounds of the fMint lock/unlock and mint/repay pages (docs/behaviour/fmint.md#collateral,
// docs/behaviour/fmint.md#minting-and-repaying), in token base units.
import { maxBigInt, minBigInt } from '../tokens/bigintMath.js'

/**
 * 'target': the slider sets the new total (manage pages; it starts at the current amount and the change is
 * value − start). 'delta': the slider sets the change itself, from 0 (lock, unlock, mint, repay pages).
 */
export interface FMintSlider {
  kind: 'target' | 'delta'
  min: bigint
  max: bigint
  start: bigint
}

export interface FMintSliderCommon {
  /** The settings' DeFi slippage reserve in percent (0.3 = 0.3 %); 0 turns it off. */
  reservePercent?: number
}

const reduceBy = (amount: bigint, reservePercent = 0) => {
  const basisPoints = BigInt(Math.min(Math.max(Math.round(reservePercent * 100), 0), 10_000))
  return (amount * (10_000n - basisPoints)) / 10_000n
}

export interface ComputeCollateralSliderParameters extends FMintSliderCommon {
  mode: 'manage' | 'lock' | 'unlock'
  /** Locked collateral of the token. */
  locked: bigint
  /** The wallet's balance of the token. */
  available: bigint
  /** The most that may be unlocked (`computeMaxUnlock`). */
  maxUnlock: bigint
  decimals?: number
}

/**
 * Lock/unlock slider: at most locked + available − 1 token (kept back for gas), reduced by the reserve; at least
 * what the debt needs to stay locked (locked − maxUnlock).
 */
export function computeCollateralSlider(parameters: ComputeCollateralSliderParameters): FMintSlider {
  const { mode, locked, available, maxUnlock, decimals = 18, reservePercent } = parameters
  const one = 10n ** BigInt(decimals)
  const unlockable = minBigInt(maxBigInt(maxUnlock, 0n), locked)
  if (mode === 'lock') {
    return {
      kind: 'delta',
      min: 0n,
      max: reduceBy(maxBigInt(available - one, 0n), reservePercent),
      start: 0n,
    }
  }
  if (mode === 'unlock') return { kind: 'delta', min: 0n, max: unlockable, start: 0n }
  const top = reduceBy(maxBigInt(locked + available - one, 0n), reservePercent)
  return { kind: 'target', min: locked - unlockable, max: maxBigInt(top, locked), start: locked }
}

export interface ComputeSynthSliderParameters extends FMintSliderCommon {
  mode: 'manage' | 'mint' | 'repay'
  /** Minted amount of the token (its debt). */
  debt: bigint
  /** The wallet's balance of the token. */
  available: bigint
  /** The most that may still be minted (`computeMaxMint`). */
  maxMint: bigint
}

/**
 * Mint/repay slider: at most the current debt plus what may still be minted, reduced by the reserve; at least
 * reserve × maximum, and never below what the balance can repay (repay max = min(debt, balance)).
 */
export function computeSynthSlider(parameters: ComputeSynthSliderParameters): FMintSlider {
  const { mode, debt, available, maxMint, reservePercent } = parameters
  const repayable = minBigInt(debt, maxBigInt(available, 0n))
  const mintable = maxBigInt(maxMint, 0n)
  if (mode === 'mint') return { kind: 'delta', min: 0n, max: reduceBy(mintable, reservePercent), start: 0n }
  if (mode === 'repay') return { kind: 'delta', min: 0n, max: repayable, start: 0n }
  const max = maxBigInt(reduceBy(debt + mintable, reservePercent), debt)
  const reserveFloor = max - reduceBy(max, reservePercent)
  const min = minBigInt(debt, maxBigInt(debt - repayable, reserveFloor))
  return { kind: 'target', min, max, start: debt }
}

/** A slider or input value clamped between the slider's bounds (docs/behaviour/fmint.md#screens). */
export function clampFMintSliderValue(value: bigint, slider: Pick<FMintSlider, 'min' | 'max'>): bigint {
  return minBigInt(maxBigInt(value, slider.min), slider.max)
}

/**
 * The signed change a slider value means: value − start for 'target' sliders; for 'delta' sliders the value,
 * negative when the page takes away (unlock, repay).
 */
export function computeFMintSliderChange(
  value: bigint,
  slider: Pick<FMintSlider, 'kind' | 'start'>,
  direction: 'add' | 'remove' = 'add',
): bigint {
  if (slider.kind === 'target') return value - slider.start
  return direction === 'remove' ? -value : value
}
