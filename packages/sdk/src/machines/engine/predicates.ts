// Pure predicates and conversions the flow machines' guards and actions call.
import type { TransactionConfirmation } from '../../confirm/types.js'
import { isWalletError, WalletError } from '../../errors/WalletError.js'
import { SignerError, TRANSACTION_REJECTED_MESSAGE } from '../../signers/SignerError.js'
import { TX_MESSAGES } from '../../tx/messages.js'
import { TransactionError } from '../../tx/TransactionError.js'
import type { FlowError, FlowStage } from './types.js'

/** Another step follows the one at `stepIndex`. */
export const hasNextStep = (stepIndex: number, stepCount: number): boolean => stepIndex + 1 < stepCount

/** A wrong or missing password: the confirmation asks again instead of failing the flow. */
export const isPasswordError = (error: unknown): boolean =>
  isWalletError(error, 'KEYSTORE_BAD_PASSWORD') || isWalletError(error, 'PASSWORD_REQUIRED')

/** The user declined on the device or in the external wallet. */
export const isSignerRejection = (error: unknown): boolean => isWalletError(error, 'SIGNER_REJECTED')

/** A retry of this failure resumes at `stage` with what is kept (same bytes, same hash). */
export function computeRetryStage(
  failedAt: FlowStage | null,
  hasSigned: boolean,
  hasHash: boolean,
): FlowStage {
  if (failedAt === 'sending' && hasSigned) return 'sending'
  if (failedAt === 'verifying' && hasHash) return 'verifying'
  if (failedAt === 'completing') return 'completing'
  if (failedAt === 'planning') return 'planning'
  return 'preparing'
}

/** Any thrown value → what the confirmation screen shows (never a secret: errors carry none). */
export function toFlowError(error: unknown): FlowError {
  if (error instanceof TransactionError) {
    return { code: error.code, title: error.title, message: error.message, details: error.details }
  }
  if (error instanceof SignerError && error.code === 'SIGNER_REJECTED') {
    return { code: error.code, title: TRANSACTION_REJECTED_MESSAGE, message: error.message }
  }
  if (error instanceof WalletError) {
    return { code: error.code, title: TX_MESSAGES.error, message: error.message, details: error.details }
  }
  const message = error instanceof Error ? error.message : String(error)
  return { code: 'UNKNOWN', title: TX_MESSAGES.error, message }
}

/** The error a prepared transaction carries (failed estimate, not enough FTM for gas) as a flow error. */
export const toTransactionFlowError = (message: string): FlowError => ({
  code: 'TX_NOT_SENDABLE',
  title: TX_MESSAGES.failed,
  message,
})

/**
 * The confirmation may be signed: its simulation succeeded or is not available on this network, or the user chose
 * 'Send anyway' after a revert or a simulation that could not reach the node (docs/behaviour/signing.md#simulation).
 */
export function mayConfirm(confirmation: TransactionConfirmation | null, sendAnyway: boolean): boolean {
  const status = confirmation?.simulation.status
  return sendAnyway || (status !== 'reverted' && status !== 'unreachable')
}

/** The simulation holds signing back until the user chooses 'Send anyway'. */
export function needsSendAnyway(confirmation: TransactionConfirmation | null): boolean {
  return !mayConfirm(confirmation, false)
}
