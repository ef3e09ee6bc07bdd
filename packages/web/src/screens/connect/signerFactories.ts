import type { SignerFactories, SignerFactory } from '@ftm-wallet/react'
import { connectCoinbase, SignerError } from '@ftm-wallet/sdk'

// The Ledger chunk (Buffer polyfill, WebHID, the apps' protocols) is loaded on the first Ledger signature.
const openLedger: SignerFactory = async (account, network) =>
  (await import('./ledger/ledgerDevice.js')).openLedgerSigner(account, network)

/** After a reload a Coinbase account reconnects when the user confirms (its SDK loads then). */
const openCoinbase: SignerFactory = async (account, network) => {
  const { address, signer } = await connectCoinbase({ chainId: network.chainId })
  if (address.toLowerCase() !== account.address.toLowerCase()) {
    throw new SignerError(
      'SIGNER_UNSUPPORTED',
      `Please, select account ${account.address} in Coinbase Wallet.`,
    )
  }
  return signer
}

/**
 * How the web wallet's non-keystore accounts sign (react's `signerFactories`; 'metamask' uses react's injected
 * default). WalletConnect accounts sign only in the session that connected them.
 */
export const webSignerFactories: SignerFactories = {
  ledger: openLedger,
  ledgerEth: openLedger,
  coinbase: openCoinbase,
}
