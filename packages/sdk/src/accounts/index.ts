export {
  type ChangedWalletPassword,
  type ChangeWalletPasswordParameters,
  changeWalletPassword,
} from './changeWalletPassword.js'
export { computeAddressFromPrivateKey } from './computeAddressFromPrivateKey.js'
export {
  ACCOUNTS_RECORD_KEY,
  type AccountsService,
  type CreateAccountsServiceParameters,
  createAccountsService,
} from './createAccountsService.js'
export {
  type CreatePasswordCacheParameters,
  createPasswordCache,
  type PasswordCache,
  type PasswordCacheOptions,
} from './createPasswordCache.js'
export { type CreateWalletParameters, createWallet } from './createWallet.js'
export { createPhraseStore, type PhraseStore } from './hd/createPhraseStore.js'
export {
  DERIVATION_SCHEME_PATTERNS,
  DERIVATION_SCHEMES,
  type DerivationScheme,
  formatDerivationPath,
  parseDerivationScheme,
} from './hd/derivationPath.js'
export { type DeriveHdKeysParameters, deriveHdKeys, type HdKey } from './hd/deriveHdKeys.js'
export {
  type DiscoverHdAccountsParameters,
  discoverHdAccounts,
  type HdAccountInfo,
  type HdActivity,
  type HdDiscovery,
  NO_ACTIVITY_MESSAGE,
} from './hd/discoverHdAccounts.js'
export {
  checkPassphrase,
  decryptPhrase,
  type EncryptedPhrase,
  type EncryptPhraseParameters,
  encryptedPhraseSchema,
  encryptPhrase,
  PASSPHRASE_MAX_LENGTH,
  type RecoveryPhrase,
} from './hd/encryptedPhrase.js'
export { listHdGroup } from './hd/hdGroup.js'
export {
  type AddHdAccountParameters,
  addHdAccount,
  type EncryptHdWalletParameters,
  encryptHdWallet,
  type SavedHdWallet,
  type SaveHdWalletParameters,
  saveHdWallet,
  storeWizardWallet,
} from './hd/hdWallet.js'
export { describeWeakKdf, KEYSTORE_MIN_PBKDF2_ITERATIONS } from './hygiene/kdfStrength.js'
export { checkKeyHygiene, findPubliclyKnownKey, type PubliclyKnownKey } from './hygiene/keyHygiene.js'
export { createKeystoresZip, type KeystoreEntry } from './keystore/createKeystoresZip.js'
export {
  type DecryptAccountKeystoreParameters,
  decryptAccountKeystore,
} from './keystore/decryptAccountKeystore.js'
export { type DecryptedKeystore, decryptKeystore } from './keystore/decryptKeystore.js'
export { decryptSecret } from './keystore/decryptSecret.js'
export { type EncryptKeystoreOptions, encryptKeystore } from './keystore/encryptKeystore.js'
export { type EncryptedSecret, encryptSecret } from './keystore/encryptSecret.js'
export { formatKeystoreFileName } from './keystore/formatKeystoreFileName.js'
export { isScryptAffordable } from './keystore/kdf.js'
export {
  type AccountsState,
  accountSchema,
  accountsStateSchema,
  EMPTY_ACCOUNTS_STATE,
} from './list/accountsState.js'
export { type AddAccountInput, type AddAccountResult, addAccount } from './list/addAccount.js'
export { removeAccount } from './list/removeAccount.js'
export { getActiveAccount, setActiveAccount } from './list/setActiveAccount.js'
export { getAccountFormData, type UpdateAccountInput, updateAccount } from './list/updateAccount.js'
export { computeMnemonicSeed } from './mnemonic/computeMnemonicSeed.js'
export { createMnemonic, MNEMONIC_ENTROPY_BYTES } from './mnemonic/createMnemonic.js'
export { type DerivedKey, deriveKeyFromMnemonic, deriveKeyFromSeed } from './mnemonic/deriveKey.js'
export {
  importKeyNotices,
  importWalletFromKeystore,
  type RestoreFromKeystoreParameters,
  type RestoreFromMnemonicParameters,
  type RestoreFromPrivateKeyParameters,
  restoreWalletFromKeystore,
  restoreWalletFromMnemonic,
  restoreWalletFromPrivateKey,
} from './restoreWallet.js'
export {
  type RevealedSecret,
  type RevealWalletSecretParameters,
  revealWalletSecret,
  SECRET_KINDS,
  type SecretKind,
} from './revealWalletSecret.js'
export type {
  AccountRef,
  AccountType,
  CreatedWallet,
  HdAccountRef,
  RestoredWallet,
  RestoreNotice,
  WalletAccount,
  WizardWallet,
} from './types.js'
