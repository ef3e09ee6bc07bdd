import type { KeystoreV3 } from '../../validation/keystoreFile.js'

/** Stores a new keystore account (e.g. `accounts.addAccount({ address, type: 'keystore', keystore })`). */
export type SaveWallet = (wallet: { address: string; keystore: KeystoreV3 }) => Promise<unknown>

/** An error as the wizards show it: the spec's message and a stable code. */
export interface WizardError {
  readonly code: string
  readonly message: string
}
