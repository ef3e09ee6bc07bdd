// Texts of the confirmation screens (docs/behaviour/transactions.md#confirmation-pattern) that the SDK does not carry
// yet (reported to the lead).
export const CONFIRM_TEXTS = {
  hardware: 'Please confirm this transaction on your Ledger device:',
  external: 'Confirm this transaction in your wallet app.',
  success: 'Success',
  nextStep: 'Next Step',
  rejected: 'Transaction rejected',
  finished: 'Finished',
  /** No account is open (useFlowDependencies answers null). */
  noAccount: 'You cannot sign here: no account is open. Open or connect an account first.',
  /**
   * The open account has no signer in this session and the app gives no way to open one (useFlowDependencies
   * answers null): an app embedding the wallet without a factory for that account type (e.g. no Ledger support).
   */
  notConnected:
    'This account cannot sign here: this app has no way to reach its wallet. Open the account where its wallet is supported.',
} as const
