import type { SessionSigner, WalletAccount, WalletSession } from '@ftm-wallet/react'
import { type NetworkPreset, SignerError } from '@ftm-wallet/sdk'
import { connectCoinbase } from '@ftm-wallet/sdk/coinbase'

/** Coinbase's provider ends its session with disconnect() (@coinbase/wallet-sdk 4.4.0, CoinbaseWalletProvider.d.ts). */
export function coinbaseSession(provider: object): WalletSession {
  return { disconnect: async () => (provider as { disconnect?: () => Promise<void> }).disconnect?.() }
}

/**
 * After a reload a Coinbase account reconnects when the user confirms (its SDK loads then); the signer carries
 * the session, so removing the account ends it.
 */
export async function openCoinbaseSigner(
  account: WalletAccount,
  network: NetworkPreset,
): Promise<SessionSigner> {
  const { address, signer, provider } = await connectCoinbase({ chainId: network.chainId })
  if (address.toLowerCase() !== account.address.toLowerCase()) {
    throw new SignerError(
      'SIGNER_UNSUPPORTED',
      `Please, select account ${account.address} in Coinbase Wallet.`,
    )
  }
  return Object.assign(signer, { session: coinbaseSession(provider) })
}
