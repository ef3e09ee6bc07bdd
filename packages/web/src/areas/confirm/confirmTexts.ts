// Texts of the confirmation screens (spec 02 §4) that the SDK does not carry yet (reported to the lead).
export const CONFIRM_TEXTS = {
  hardware: 'Please confirm this transaction on your Ledger device:',
  external: 'Confirm this transaction in your wallet app.',
  success: 'Success',
  nextStep: 'Next Step',
  rejected: 'Transaction rejected',
  finished: 'Finished',
} as const
