import type { WalletAccount } from '@ftm-wallet/react'
import { connectCoinbase, type NetworkPreset, type Signer, SignerError } from '@ftm-wallet/sdk'

/** After a reload a Coinbase account reconnects when the user confirms (its SDK loads then). */
export async function openCoinbaseSigner(account: WalletAccount, network: NetworkPreset): Promise<Signer> {
  const { address, signer } = await connectCoinbase({ chainId: network.chainId })
  if (address.toLowerCase() !== account.address.toLowerCase()) {
    throw new SignerError(
      'SIGNER_UNSUPPORTED',
      `Please, select account ${account.address} in Coinbase Wallet.`,
    )
  }
  return signer
}
