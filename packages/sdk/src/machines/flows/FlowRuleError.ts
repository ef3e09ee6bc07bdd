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
  /** A form whose submit button is disabled; the message is the button's label ('Enter an amount', …). */
  | 'FLOW_NOT_ALLOWED'
  /** An amount above what the account may lock, unlock, mint or repay. */
  | 'FLOW_AMOUNT_TOO_HIGH'
  /** fMint: the account has no rewards it may claim. */
  | 'FLOW_NOTHING_TO_CLAIM'
  /** fMint: the reward distribution does not take new rewards now. */
  | 'FLOW_CANNOT_PUSH'
  /** Governance: a vote is cancelled while voting is not open. */
  | 'FLOW_VOTING_CLOSED'
  /** Approvals: the allowance to revoke is already 0. */
  | 'FLOW_NOTHING_TO_REVOKE'

export const FLOW_MESSAGES = {
  badParameters: 'Bad parameters.',
  /** Ours. */
  bridgeNotConfigured: 'The bridge is not configured',
  /** Ours. */
  bridgeFinalizeCancelled: 'The bridge did not complete the transfer in time; it was cancelled.',
  /** Ours (fMint has sliders; the CLI takes typed amounts). */
  lockMax: (amount: string) => `You can lock max ${amount} (your balance)`,
  /** Ours. */
  unlockMax: (amount: string) =>
    `You can unlock max ${amount} (the collateral ratio must stay at its minimum or above)`,
  /** Ours. */
  mintMax: (amount: string) => `You can mint max ${amount} with your collateral`,
  /** Ours. */
  repayMax: (amount: string) => `You can repay max ${amount}`,
  /** Ours. */
  unlockStakeMax: (amount: string) => `Only ${amount} FTM is locked`,
  /** Ours. */
  unlockPenalty: (penalty: string) => `Unlocking before the lock ends costs ${penalty} FTM (penalty)`,
  /** Ours. */
  notLocked: (validatorId: string) => `The delegation to validator ${validatorId} is not locked`,
  /** Ours ('claim from', 'restake at'). */
  noRewards: (verb: string, validatorId: string) => `No rewards to ${verb} validator ${validatorId}`,
  /** Ours. */
  nothingToUndelegate: (validatorId: string) => `Nothing left to undelegate at validator ${validatorId}`,
  /** Ours. */
  noSftmToRepay: (validatorId: string) => `No sFTM to repay at validator ${validatorId}`,
  /** Ours. */
  notEnoughSftm: (need: string, have: string) =>
    `Can't repay sFTM, not enough unlocked sFTM (need ${need} sFTM, have ${have} sFTM)`,
  /** Ours. */
  noFMintRewards: 'No fMint rewards to claim (rewards need a collateral ratio of 500 % or more to accrue)',
  /** Ours. */
  cannotPushFMintRewards: 'New fMint rewards cannot be pushed now (at most once an hour)',
  /** Ours. */
  votingClosed: 'Votes cannot be cancelled now (voting is not open)',
  /** Ours. */
  nothingToRevoke: 'Nothing to revoke: this allowance is already 0',
} as const

/** A flow's plan or completion refused to go on. */
export class FlowRuleError extends WalletError<FlowRuleErrorCode> {
  override readonly name = 'FlowRuleError'

  constructor(code: FlowRuleErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
