import { createKeystoreSigner, prepareTypedData, type Signer, type WalletAccount } from '@ftm-wallet/sdk'
import { createLedgerEthSigner, createLedgerFantomSigner } from '@ftm-wallet/sdk/ledger'
import type { NodeWallet } from '@ftm-wallet/sdk/node'
import type { OpenLedger } from '../connections/ledger.js'
import { CliError } from '../errors/CliError.js'

/** The keystore signer of a keystore wallet (typed-data signing included: `ftm sign typed-data`). */
export function createAccountKeystoreSigner(wallet: NodeWallet, account: WalletAccount, chainId: number) {
  return createKeystoreSigner({
    account,
    chainId,
    loadStoredKeystore: wallet.accounts.loadStoredKeystore,
    prepareTypedData,
  })
}

/** The device signer of a Ledger wallet (Fantom app or Ethereum app), on an open transport. */
export function createAccountLedgerSigner(
  account: WalletAccount,
  chainId: number,
  ledger: OpenLedger,
): Signer {
  const key = { accountId: account.accountId ?? 0, addressId: account.addressId ?? 0 }
  const parameters = { transport: ledger.transport, key, chainId, address: account.address }
  return account.type === 'ledgerEth'
    ? createLedgerEthSigner(parameters)
    : createLedgerFantomSigner(parameters)
}

export const isLedgerAccount = (account: WalletAccount): boolean =>
  account.type === 'ledger' || account.type === 'ledgerEth'

/** Wallets the CLI cannot sign for: browser-extension and relay wallets sign in their own apps. */
export function assertCliCanSign(account: WalletAccount): void {
  if (account.type !== 'keystore' && !isLedgerAccount(account)) {
    throw new CliError(
      'SIGNER_UNSUPPORTED_TYPE',
      `${account.address} is a ${account.type} wallet: it signs in its own app, not from the command line`,
      2,
    )
  }
}
