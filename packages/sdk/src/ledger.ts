// `@ftm-wallet/sdk/ledger`: Ledger signers (the Fantom app over its APDUs, the Ethereum app through the optional
// peer dependency `@ledgerhq/hw-app-eth`), the account picker, address verification and waiting for the device.
// The transport (WebHID, node-hid) is the app's choice. Every export by name; snapshotted by src/entries.test.ts.

export {
  type CreateLedgerEthSignerParameters,
  createLedgerEthSigner,
  type LedgerEthSigner,
} from './signers/ledgerEth/index.js'
export {
  type CreateLedgerFantomSignerParameters,
  computeLedgerPageIndexes,
  createLedgerFantomSigner,
  FANTOM_APDU,
  FANTOM_STATUS,
  type FantomAppSignature,
  type FantomAppVersion,
  type FetchLedgerBalance,
  formatLedgerPath,
  getFantomAppAddress,
  getFantomAppVersion,
  initialLedgerPickerState,
  LEDGER_MESSAGES,
  LEDGER_PICKER_LABELS,
  LEDGER_PICKER_PAGE_SIZE,
  LedgerError,
  type LedgerErrorCode,
  type LedgerFantomSigner,
  type LedgerKeyIndex,
  type LedgerPickerRow,
  type LedgerPickerState,
  type LedgerTransport,
  type LedgerVerification,
  type LoadLedgerPickerPageParameters,
  loadLedgerPickerPage,
  type ReadLedgerAddress,
  serializeLedgerPath,
  signWithFantomApp,
  toLedgerError,
  verifyLedgerAddress,
  verifyLedgerAddressWith,
  type WaitForLedgerOptions,
  waitForLedger,
} from './signers/ledgerFantom/index.js'
