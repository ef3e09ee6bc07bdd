export { nameSchema, orderSchema, validateName, validateNewAccountAddress, validateOrder } from './account.js'
export {
  addressSchema,
  type Blockchain,
  blockchainSchema,
  isValidAddress,
  validateAddress,
} from './address.js'
export { type ContactAddressContext, contactAddressSchema, validateContactAddress } from './contact.js'
export {
  CUSTOM_TOKENS_KEY,
  type CustomToken,
  customTokenSchema,
  parseCustomTokens,
  serializeCustomTokens,
  validateCustomToken,
} from './customToken.js'
export { type KeystoreV3, keystoreV3Schema, toFileReadError, validateKeystoreFile } from './keystoreFile.js'
export { addressInvalidMessage, MESSAGES, orderOutOfRangeMessage } from './messages.js'
export {
  formatUnknownWordMessage,
  mnemonicSchema,
  normalizeMnemonic,
  validateMnemonic,
  validateMnemonicVerification,
} from './mnemonic.js'
export {
  isStrongPassword,
  keystorePasswordSchema,
  type NewPasswordInput,
  newPasswordSchema,
  passwordSchema,
  validateKeystorePassword,
  validateNewPassword,
  validatePassword,
} from './password.js'
export { normalizePrivateKey, privateKeySchema, validatePrivateKey } from './privateKey.js'
export { parseOrThrow, runSchema, unwrapResult, type ValidationResult } from './result.js'
export { slippageSchema, validateSlippage } from './slippage.js'
