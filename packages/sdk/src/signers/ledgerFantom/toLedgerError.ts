import { SignerError, TRANSACTION_REJECTED_MESSAGE } from '../SignerError.js'
import { LEDGER_MESSAGES, LedgerError } from './LedgerError.js'

/** Fantom app status words (docs/chain-and-api.md#ledger-fantom-app-protocol). */
export const FANTOM_STATUS = { ok: 0x9000, rejected: 0x6e07, locked: 0x6e09 } as const
/** Status words of the Ledger OS and the Ethereum app that mean the same (locked screen, user denied). */
const LOCKED_STATUSES = /* @__PURE__ */ new Set([FANTOM_STATUS.locked, 0x5515, 0x6b0c])
const REJECTED_STATUSES = /* @__PURE__ */ new Set([FANTOM_STATUS.rejected, 0x6985])
const NOT_SUPPORTED_IDS = /* @__PURE__ */ new Set([
  'U2FNotSupported',
  'HIDNotSupported',
  'WebHIDNotSupported',
])

interface ErrorLike {
  statusCode?: unknown
  id?: unknown
  message?: unknown
  metaData?: { code?: unknown }
}

/**
 * Maps whatever a transport or device threw to a LedgerError with a stable code
 * (docs/behaviour/signers.md#ledger-errors). While signing (`during: 'sign'`) a user rejection becomes SignerError
 * `SIGNER_REJECTED` with 'Transaction rejected' (docs/behaviour/signers.md#ledger-errors), so the transaction flows
 * show their reject screen for every kind of signer alike.
 */
export function toLedgerError(
  error: unknown,
  during: 'sign' | 'address' = 'address',
): LedgerError | SignerError {
  if (error instanceof LedgerError || error instanceof SignerError) return error
  const e = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike
  const statusCode = typeof e.statusCode === 'number' ? e.statusCode : undefined
  const message = typeof e.message === 'string' ? e.message : String(error)
  const details = statusCode === undefined ? undefined : { statusCode }
  if (statusCode !== undefined && LOCKED_STATUSES.has(statusCode)) {
    return new LedgerError('LEDGER_LOCKED', LEDGER_MESSAGES.LEDGER_LOCKED, { cause: error, details })
  }
  const rejectedByText = /(rejected|denied) by (the )?user/i.test(message)
  if ((statusCode !== undefined && REJECTED_STATUSES.has(statusCode)) || rejectedByText) {
    return during === 'sign'
      ? new SignerError('SIGNER_REJECTED', TRANSACTION_REJECTED_MESSAGE, { cause: error, details })
      : new LedgerError('LEDGER_REJECTED', LEDGER_MESSAGES.LEDGER_REJECTED, { cause: error, details })
  }
  if (e.id === 'U2F_4' || e.metaData?.code === 4 || e.id === 'DeviceIneligible') {
    return new LedgerError('LEDGER_DEVICE_INELIGIBLE', LEDGER_MESSAGES.LEDGER_DEVICE_INELIGIBLE, {
      cause: error,
    })
  }
  if (typeof e.id === 'string' && NOT_SUPPORTED_IDS.has(e.id)) {
    return new LedgerError('LEDGER_NOT_SUPPORTED', message, { cause: error, details: { id: e.id } })
  }
  return new LedgerError('LEDGER_DEVICE_ERROR', message, { cause: error, details })
}
