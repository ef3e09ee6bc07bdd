// Signers: one interface for the keystore, Ledger and external wallets; the chain-id rule; legacy signing.
// Ledger, WalletConnect and Coinbase are not listed here: each has its own package entry (src/ledger.ts,
// src/walletconnect.ts, src/coinbase.ts), so the core entry never reaches their code or their dependencies.
export { assertSignerChainId } from './assertSignerChainId.js'
export {
  type CreateKeystoreSignerParameters,
  createKeystoreSigner,
  type KeystoreSigner,
} from './createKeystoreSigner.js'
export * from './eip1193/index.js'
export {
  hashPersonalMessage,
  messageBytes,
  messageHex,
  parseSignature,
  readTypedDataJson,
  recoverMessageSigner,
  recoverTypedDataSigner,
  requireMessageSigner,
} from './message.js'
export {
  LEDGER_FANTOM_MESSAGE_UNSUPPORTED,
  SIGNATURE_REJECTED_MESSAGE,
  SignerError,
  type SignerErrorCode,
  TRANSACTION_REJECTED_MESSAGE,
} from './SignerError.js'
export { assertUnsignedTransaction, signLegacyTransaction } from './signLegacyTransaction.js'
export {
  assertTypedDataChainId,
  hashTypedData,
  parseTypedData,
  prepareTypedData,
  type TypedData,
  type TypedDataDomain,
  type TypedDataField,
  type TypedDataHashes,
  typedDataToJson,
} from './typedData.js'
export type {
  MessageSigner,
  SignableMessage,
  Signer,
  SignerConfirmation,
  SignerKind,
  SignMessageOptions,
  SignTransactionOptions,
  SignTypedDataOptions,
  UnsignedTransaction,
} from './types.js'
