// Signers: one interface for the keystore, Ledger and external wallets; the chain-id rule; legacy signing.
export { assertSignerChainId } from './assertSignerChainId.js'
export * from './coinbase/index.js'
export {
  type CreateKeystoreSignerParameters,
  createKeystoreSigner,
  type KeystoreSigner,
} from './createKeystoreSigner.js'
export * from './eip1193/index.js'
export * from './ledgerEth/index.js'
export * from './ledgerFantom/index.js'
export { SignerError, type SignerErrorCode, TRANSACTION_REJECTED_MESSAGE } from './SignerError.js'
export { assertUnsignedTransaction, signLegacyTransaction } from './signLegacyTransaction.js'
export type {
  Signer,
  SignerConfirmation,
  SignerKind,
  SignTransactionOptions,
  UnsignedTransaction,
} from './types.js'
export * from './walletConnect/index.js'
