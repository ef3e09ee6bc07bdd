import { WalletError, type WalletErrorOptions } from '../../errors/WalletError.js'

/** Stable codes of a flow that cannot be planned or completed. */
export type FlowRuleErrorCode =
  /** docs/behaviour/transactions.md#messages: a confirmation started without what it needs: 'Bad parameters.' */
  | 'FLOW_BAD_PARAMETERS'
  /** A contract address could not be found in the API's DeFi configuration or token list. */
  | 'FLOW_CONTRACT_NOT_FOUND'
  /** A bridge flow without a bridge client. */
  | 'FLOW_BRIDGE_NOT_CONFIGURED'
  /**
   * docs/behaviour/bridge.md#completing: the bridge did not finalize within 50 tries 3 s apart; the swap is
   * cancelled.
   */
  | 'FLOW_BRIDGE_FINALIZE_CANCELLED'

export const FLOW_MESSAGES = {
  badParameters: 'Bad parameters.',
  /** Ours. */
  bridgeNotConfigured: 'The bridge is not configured',
  /** Ours. */
  bridgeFinalizeCancelled: 'The bridge did not complete the transfer in time; it was cancelled.',
} as const

/** A flow's plan or completion refused to go on. */
export class FlowRuleError extends WalletError<FlowRuleErrorCode> {
  override readonly name = 'FlowRuleError'

  constructor(code: FlowRuleErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
