import { createKeystoreSigner, type KeystoreSigner, type WalletAccount } from '@ftm-wallet/sdk'
import type { NodeWallet } from '@ftm-wallet/sdk/node'
import { CliError } from '../framework/CliError.js'

/** The signer of a wallet in the list. Only keystore wallets can sign from the CLI so far. */
export function createAccountSigner(
  wallet: NodeWallet,
  account: WalletAccount,
  chainId: number,
): KeystoreSigner {
  if (account.type !== 'keystore') {
    throw new CliError(
      'SIGNER_UNSUPPORTED_TYPE',
      `Wallet ${account.address} is a ${account.type} wallet: the CLI signs with keystore wallets only (Ledger support arrives with the hardware-wallet issue)`,
    )
  }
  return createKeystoreSigner({ account, chainId, loadStoredKeystore: wallet.accounts.loadStoredKeystore })
}
