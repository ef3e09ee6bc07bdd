// What the Create and Restore windows do with a finished wizard, in their own chunk: the phrase's key derivation,
// the BIP39 word list and the account discovery's node reads load when a window needs them, not with the welcome
// screen (docs/behaviour/app-shell.md#offline-and-the-first-visit).
export { discoverHdAccounts, storeWizardWallet } from '@ftm-wallet/sdk'
