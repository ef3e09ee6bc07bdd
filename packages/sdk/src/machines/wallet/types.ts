import type { WizardWallet } from '../../accounts/types.js'

/**
 * Stores a new keystore wallet: `storeWizardWallet(accounts, wallet)` keeps its phrase record (when it has one) and
 * adds its accounts (docs/decisions.md#recovery-phrases).
 */
export type SaveWallet = (wallet: WizardWallet) => Promise<unknown>

/** An error as the wizards show it: the spec's message and a stable code. */
export interface WizardError {
  readonly code: string
  readonly message: string
}
