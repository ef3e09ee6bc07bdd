// Loaded when "Download all keystores" is pressed: the zip writer (fflate) builds its tables when its module
// evaluates, work the dashboard's first balances should not wait on (docs/behaviour/wallets-and-accounts.md#keystores).
export { createKeystoresZip } from '@ftm-wallet/sdk'
