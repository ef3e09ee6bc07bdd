import { DEFAULT_GAS_LIMIT } from '../constants/gas.js'
import { FTM_DECIMALS } from '../constants/limits.js'
import { formatAmount } from '../format/formatAmount.js'
import { formatUnits } from '../format/formatUnits.js'
import { computeMaxRemainingBalance } from '../gas/computeRemainingBalance.js'
import { TransferRuleError, transferMessages } from './TransferRuleError.js'

export interface FtmBalanceParameters {
  /** Balance in wei. */
  balance: bigint
  /** Gas price in wei. */
  gasPrice: bigint
}

/**
 * FTM a send may carry: balance − 2 × gasPrice × 44,000 (docs/behaviour/send-and-receive.md#entire-balance); may be
 * negative.
 */
export function computeTransferableBalance({ balance, gasPrice }: FtmBalanceParameters): bigint {
  return balance - 2n * gasPrice * DEFAULT_GAS_LIMIT
}

/**
 * What 'Entire Balance' fills in for FTM: balance − gasPrice × 500,000, at least 0
 * (docs/behaviour/send-and-receive.md#entire-balance) — the gas module's computeMaxRemainingBalance, named for the
 * send form.
 */
export function computeEntireBalanceAmount({ balance, gasPrice }: FtmBalanceParameters): bigint {
  return computeMaxRemainingBalance({ balance, gasPrice })
}

export interface ValidateTransferAmountParameters {
  /** Base units entered; `undefined` when the input is not a number. */
  amount: bigint | undefined
  /** What may be sent: `computeTransferableBalance` for FTM, the token's available balance otherwise. */
  available: bigint
  symbol: string
  decimals?: number
  /** Smallest amount allowed (the bridge minimum in bridge directions). */
  minimum?: bigint
  /**
   * The user's decimal points for the amounts of the message (default 2, the app's default;
   * docs/behaviour/tokens-and-assets.md#number-formatting).
   */
  fractionDigits?: number | undefined
}

/**
 * Checks a send amount (docs/behaviour/send-and-receive.md#amount-rules): zero is tolerated (the submit step requires
 * more); above the available amount 'You can transfer max {n} {symbol}' (or 'You have no balance left' when nothing
 * is available); in bridge directions a smaller amount than the minimum gives
 * 'You must transfer at least {min} {symbol}'; anything else 'Invalid amount'.
 */
export function validateTransferAmount(
  parameters: ValidateTransferAmountParameters,
): TransferRuleError | undefined {
  const { amount, available, symbol, decimals = FTM_DECIMALS, minimum, fractionDigits } = parameters
  if (amount === undefined || amount < 0n) {
    return new TransferRuleError('TRANSFER_INVALID_AMOUNT', transferMessages.invalidAmount)
  }
  if (amount > available) {
    if (available < 0n)
      return new TransferRuleError('TRANSFER_NO_BALANCE_LEFT', transferMessages.noBalanceLeft)
    return new TransferRuleError(
      'TRANSFER_AMOUNT_TOO_HIGH',
      // The limit follows the display rules, cut and never rounded up: never the raw 18 decimals
      // (docs/behaviour/tokens-and-assets.md#number-formatting). The minimum stays exact: a cut minimum would
      // understate it.
      transferMessages.max(
        formatAmount(
          available,
          fractionDigits === undefined ? { decimals } : { decimals, maxDecimals: fractionDigits },
        ),
        symbol,
      ),
      {
        details: { max: available },
      },
    )
  }
  if (minimum !== undefined && amount > 0n && amount < minimum) {
    const text = transferMessages.minimum(formatUnits(minimum, decimals), symbol)
    return new TransferRuleError('TRANSFER_BELOW_MINIMUM', text, { details: { min: minimum } })
  }
  return undefined
}
