// Texts of the confirmation screens (spec 02 §4) that the SDK does not carry yet (reported to the lead).
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
   * The open account has no signer in this session and no way to open one (useFlowDependencies answers null): in
   * the web wallet, a WalletConnect account after a reload. Keystore, Ledger and extension/app accounts do sign.
   */
  notConnected:
    'This account cannot sign here: its wallet is not connected in this session (a WalletConnect account signs only in the session that connected it). Connect the wallet again, then retry.',
} as const
