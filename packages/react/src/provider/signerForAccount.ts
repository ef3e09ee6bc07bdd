import type { CreateKeystoreSignerParameters } from '@ftm-wallet/sdk'
import { createKeystoreSigner, type NetworkPreset, type Signer, type WalletAccount } from '@ftm-wallet/sdk'
import { createDeferredSigner, type SessionSigner, type SignerRegistry } from './signerRegistry.js'
import type { WalletServices } from './WalletProvider.js'

export interface SignerForAccountParameters {
  network: NetworkPreset
  services: Pick<WalletServices, 'accounts'>
  signers: SignerRegistry
  /**
   * Given to a keystore signer so it can sign EIP-712 typed data (the SDK's `prepareTypedData`; injected so that an
   * app that only sends transactions does not carry the EIP-712 code, docs/behaviour/signers.md#message-signing).
   */
  prepareTypedData?: CreateKeystoreSignerParameters['prepareTypedData']
}

/**
 * The signer of one account, as every flow of the app picks it (docs/behaviour/signers.md#account-types-and-signing):
 * a keystore account signs with its password; a Ledger or external-wallet account through the signer connected in
 * this session, else one its type's factory opens when the user confirms (a signer that opened a wallet session joins
 * the registry, so removing the account ends the session). undefined when the app has no way to sign for the
 * account's type (e.g. a Ledger account where the app gives no Ledger factory).
 */
export function signerForAccount(
  account: WalletAccount,
  { network, services, signers, prepareTypedData }: SignerForAccountParameters,
): Signer | undefined {
  if (account.type === 'keystore') {
    return createKeystoreSigner({
      account,
      chainId: network.chainId,
      loadStoredKeystore: (address) => services.accounts.loadStoredKeystore(address),
      ...(prepareTypedData ? { prepareTypedData } : {}),
    })
  }
  const type = account.type
  const factory = signers.factories[type]
  // A Ledger (whose transport may be replaced after an unplug) is opened again when needed.
  return (
    signers.get(account) ??
    (factory &&
      createDeferredSigner(account, type, async () => {
        const opened: SessionSigner = await factory(account, network)
        if (opened.session) signers.register(account, opened, opened.session)
        return opened
      }))
  )
}
