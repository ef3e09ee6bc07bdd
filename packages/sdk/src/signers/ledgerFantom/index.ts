// Ledger with the Fantom app: its APDU protocol, the signer, the account picker, verification and waiting.

export {
  type CreateLedgerFantomSignerParameters,
  createLedgerFantomSigner,
  type LedgerFantomSigner,
} from './createLedgerFantomSigner.js'
export {
  FANTOM_APDU,
  type FantomAppSignature,
  type FantomAppVersion,
  getFantomAppAddress,
  getFantomAppVersion,
  type LedgerTransport,
  signWithFantomApp,
} from './fantomApp.js'
export { LEDGER_MESSAGES, LedgerError, type LedgerErrorCode } from './LedgerError.js'
export {
  computeLedgerPageIndexes,
  type FetchLedgerBalance,
  initialLedgerPickerState,
  LEDGER_PICKER_LABELS,
  LEDGER_PICKER_PAGE_SIZE,
  type LedgerPickerRow,
  type LedgerPickerState,
  type LoadLedgerPickerPageParameters,
  loadLedgerPickerPage,
  type ReadLedgerAddress,
} from './ledgerPicker.js'
export { formatLedgerPath, type LedgerKeyIndex, serializeLedgerPath } from './path.js'
export { FANTOM_STATUS, toLedgerError } from './toLedgerError.js'
export {
  type LedgerVerification,
  verifyLedgerAddress,
  verifyLedgerAddressWith,
} from './verifyLedgerAddress.js'
export { type WaitForLedgerOptions, waitForLedger } from './waitForLedger.js'
