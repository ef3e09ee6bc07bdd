import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of {@link TransferRuleError}. */
export type TransferRuleErrorCode =
  | 'TRANSFER_NO_BALANCE_LEFT'
  | 'TRANSFER_AMOUNT_TOO_HIGH'
  | 'TRANSFER_BELOW_MINIMUM'
  | 'TRANSFER_INVALID_AMOUNT'

/** A send amount was refused; `message` is the spec's text (docs/behaviour/send-and-receive.md#amount-rules). */
export class TransferRuleError extends WalletError<TransferRuleErrorCode> {
  override readonly name = 'TransferRuleError'

  constructor(code: TransferRuleErrorCode, message: string, options: WalletErrorOptions = {}) {
    super(code, message, options)
  }
}

export const transferMessages = {
  noBalanceLeft: 'You have no balance left',
  max: (max: string, symbol: string) => `You can transfer max ${max} ${symbol}`,
  minimum: (min: string, symbol: string) => `You must transfer at least ${min} ${symbol}`,
  invalidAmount: 'Invalid amount',
} as const
