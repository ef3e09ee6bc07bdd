import type { SignerFactories, SignerFactory } from '@ftm-wallet/react'

// Each factory's code loads on the account's first signature, so none of it is in the welcome screen's JS:
// the Ledger chunk (Buffer polyfill, WebHID, the apps' protocols) and the Coinbase wiring (its SDK loads later still).
const openLedger: SignerFactory = async (account, network) =>
  (await import('./ledger/ledgerDevice.js')).openLedgerSigner(account, network)
const openCoinbase: SignerFactory = async (account, network) =>
  (await import('./openCoinbaseSigner.js')).openCoinbaseSigner(account, network)

/**
 * How the web wallet's non-keystore accounts sign (react's `signerFactories`; 'metamask' uses react's injected
 * default, 'walletConnect' react's default, which signs with the session WalletConnect restores after a reload
 * using the project id of `walletConnectOptions`).
 */
export const webSignerFactories: SignerFactories = {
  ledger: openLedger,
  ledgerEth: openLedger,
  coinbase: openCoinbase,
}
