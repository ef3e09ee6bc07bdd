import { type NetworkPreset, restoreWalletConnect } from '@ftm-wallet/sdk'
import type { WalletAccount } from '../hooks/useAccounts.js'
import type { SessionSigner } from './signerRegistry.js'
import type { WalletConnectOptions } from './WalletProvider.js'

/**
 * After a reload a WalletConnect account signs with the session WalletConnect restores from its storage when the
 * provider is created with the configured project id; without a session holding the account the flow fails with
 * 'A provider is not set' and the user connects again. The signer carries the session, so removing the account
 * ends it.
 */
export async function openWalletConnectSigner(
  account: WalletAccount,
  network: NetworkPreset,
  options: WalletConnectOptions,
): Promise<SessionSigner> {
  const { signer, disconnect } = await restoreWalletConnect({
    projectId: options.projectId,
    address: account.address,
    chainId: network.chainId,
    rpcUrl: network.rpcUrl,
    onDisconnect: () => options.onDisconnect?.(),
    ...(options.loadProvider ? { loadProvider: options.loadProvider } : {}),
  })
  return Object.assign(signer, { session: { disconnect } })
}
