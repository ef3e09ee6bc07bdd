export { isWalletError, WalletError, type WalletErrorOptions } from './WalletError.js'
