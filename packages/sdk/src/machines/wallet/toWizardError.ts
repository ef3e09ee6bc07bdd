import { WalletError } from '../../errors/WalletError.js'
import type { WizardError } from './types.js'

/** A thrown value → the wizard's error (WalletErrors carry the spec's message and never a secret). */
export function toWizardError(error: unknown): WizardError {
  if (error instanceof WalletError) return { code: error.code, message: error.message }
  return { code: 'UNKNOWN', message: error instanceof Error ? error.message : String(error) }
}
