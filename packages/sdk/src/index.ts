// Public entry point of @ftm-wallet/sdk. Exports are listed by name (STYLE.md habit 9);
// the list is snapshotted by src/index.test.ts.
export { isWalletError, WalletError, type WalletErrorOptions } from './errors/index.js'
