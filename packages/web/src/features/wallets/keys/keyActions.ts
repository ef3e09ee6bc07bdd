// What the wallet's key windows do (change the password, reveal a secret, add a phrase's next account), in their own
// chunk: the keystore encryption and the phrase's key derivation load when a window acts, not with the wallet's
// header, which every account page shows (docs/behaviour/app-shell.md#offline-and-the-first-visit).
export { addHdAccount, changeWalletPassword, revealWalletSecret } from '@ftm-wallet/sdk'
