import type { NetworkPreset, WalletAccount } from '@ftm-wallet/sdk'
import { type ConnectWalletConnectParameters, restoreWalletConnect } from '@ftm-wallet/sdk/walletconnect'
import type { SessionSigner } from './signerRegistry.js'

/**
 * How this app connects WalletConnect (docs/behaviour/signers.md#walletconnect); read once, when the provider mounts.
 */
export interface WalletConnectOptions {
  /** The WalletConnect project id from the app's configuration; without one connecting fails with 'No project id provided'. */
  readonly projectId?: string | undefined
  /** Creates the WalletConnect provider; default: the SDK loads `@walletconnect/ethereum-provider`. Tests inject one. */
  readonly loadProvider?: ConnectWalletConnectParameters['loadProvider']
  /**
   * session_delete of a session restored after a reload (the wallet app ended it); the web wallet reloads
   * (docs/behaviour/signers.md#walletconnect). The connect window passes its own for sessions it opens.
   */
  readonly onDisconnect?: (() => void) | undefined
}

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
