import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of {@link SwapRuleError}. */
export type SwapRuleErrorCode =
  | 'SWAP_INSUFFICIENT_LIQUIDITY'
  | 'SWAP_INVALID_AMOUNT'
  | 'SWAP_INVALID_SLIPPAGE'

/** A swap or liquidity computation cannot be done with these inputs. */
export class SwapRuleError extends WalletError<SwapRuleErrorCode> {
  override readonly name = 'SwapRuleError'

  constructor(code: SwapRuleErrorCode, message: string, options: WalletErrorOptions = {}) {
    super(code, message, options)
  }
}
