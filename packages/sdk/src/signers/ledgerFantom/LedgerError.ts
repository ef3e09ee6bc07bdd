import { WalletError, type WalletErrorOptions } from '../../errors/WalletError.js'

/** Stable codes of Ledger failures (docs/behaviour/signers.md#ledger-errors). */
export type LedgerErrorCode =
  /** Status 0x6E09 (28169) of the Fantom app, or the OS's locked status: 'Please unlock the device'. */
  | 'LEDGER_LOCKED'
  /** Status 0x6E07 (28167), or a message about rejection or denial by the user: 'User action rejected'. */
  | 'LEDGER_REJECTED'
  /** The browser refused the device (U2F error 4): 'Device ineligible'. */
  | 'LEDGER_DEVICE_INELIGIBLE'
  /** No transport in this environment (U2FNotSupported / HIDNotSupported): waiting would never end. */
  | 'LEDGER_NOT_SUPPORTED'
  /** The signing exchange never reached the finalize state; the device was reset. */
  | 'LEDGER_SIGNING_INCOMPLETE'
  /** The device answered something the protocol does not allow (wrong length, unknown state). */
  | 'LEDGER_BAD_RESPONSE'
  /** A derivation path the Fantom app refuses (must be 44'/60'/account'/0/address). */
  | 'LEDGER_BAD_PATH'
  /** Any other device or transport error (shown in error style and logged). */
  | 'LEDGER_DEVICE_ERROR'

/** The spec's texts for the Ledger errors that have one (docs/behaviour/signers.md#ledger-errors). */
export const LEDGER_MESSAGES = {
  LEDGER_LOCKED: 'Please unlock the device',
  LEDGER_REJECTED: 'User action rejected',
  LEDGER_DEVICE_INELIGIBLE: 'Device ineligible',
  /** docs/behaviour/signers.md#ledger-picker. */
  connect: 'Please connect your ledger device and select Fantom FTM app.',
} as const

/** A Ledger device or transport failure. `details.statusCode` holds the APDU status word when there is one. */
export class LedgerError extends WalletError<LedgerErrorCode> {
  override readonly name = 'LedgerError'

  constructor(code: LedgerErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }

  /**
   * Locked, rejected and ineligible are shown as information, everything else as an error
   * (docs/behaviour/signers.md#ledger-errors).
   */
  get isInfo(): boolean {
    return (
      this.code === 'LEDGER_LOCKED' ||
      this.code === 'LEDGER_REJECTED' ||
      this.code === 'LEDGER_DEVICE_INELIGIBLE'
    )
  }
}
