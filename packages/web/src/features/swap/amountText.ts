import {
  formatAmount,
  formatTokenValue,
  formatUnits,
  parseAmountInput,
  TRUNCATION_MARK,
} from '@ftm-wallet/sdk'
import type { KeyboardEvent } from 'react'
import { settleDust } from '../../ui/settleDust.js'

/** A typed amount in base units; 0 for empty or not-a-number text (the button then says 'Enter an amount'). */
export function parseAmountText(text: string, decimals: number): bigint {
  // Not a decimal number (or too many decimals): treated as no amount, like an empty field.
  return parseAmountInput(text, decimals) ?? 0n
}

/** Base units as the text of an amount input (exact, no grouping). */
export const toAmountText = (value: bigint, decimals: number): string =>
  value > 0n ? formatUnits(value, decimals) : ''

/** Decimals of an amount the form computed (the To side of a quote, the other side of a liquidity deposit). */
export const COMPUTED_AMOUNT_DECIMALS = 6

/**
 * A computed amount as the text of its input (docs/behaviour/tokens-and-assets.md#number-formatting): at most 6
 * decimals, cut (a quote is never overstated), tiny amounts with their significant digits, no grouping — never the
 * raw 18 decimals. What is sent is the exact amount the form holds, not this text.
 */
export const toComputedText = (value: bigint, decimals: number): string =>
  value > 0n
    ? formatAmount(value, { decimals, maxDecimals: COMPUTED_AMOUNT_DECIMALS, grouping: false }).replace(
        TRUNCATION_MARK,
        '',
      )
    : ''

/** docs/behaviour/swap-and-liquidity.md#swap: '+' and '-' (and exponents) are blocked in amount inputs. */
export function blockSignKeys(event: KeyboardEvent<HTMLInputElement>): void {
  if (['+', '-', 'e', 'E'].includes(event.key)) event.preventDefault()
}

/** Keeps only what a decimal amount can hold while typing. */
export const cleanAmountText = (text: string): string => text.replace(/[^0-9.]/g, '')

/** An amount for display with fixed decimals (cut, never rounded up). */
export const showAmount = (value: bigint, decimals: number, displayDecimals = 4): string =>
  formatTokenValue(value, { decimals, displayDecimals })

/**
 * An amount the app computed by division (a pool position, what removing liquidity returns) with fixed decimals:
 * dust below the next shown step settles onto it, so 20 deposited reads 20.0, not 19.9… (docs/behaviour/
 * tokens-and-assets.md#number-formatting); anything more is cut as usual.
 */
export const showComputedAmount = (value: bigint, decimals: number, displayDecimals = 4): string =>
  showAmount(settleDust(value, decimals, displayDecimals), decimals, displayDecimals)
