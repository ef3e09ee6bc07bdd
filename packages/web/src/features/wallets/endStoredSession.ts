import type { WalletConnectOptions } from '@ftm-wallet/react'
import type { NetworkPreset } from '@ftm-wallet/sdk'
import { type ConnectCoinbaseParameters, disconnectCoinbase } from '@ftm-wallet/sdk/coinbase'
import { disconnectWalletConnect } from '@ftm-wallet/sdk/walletconnect'

export interface EndStoredSessionOptions {
  network: NetworkPreset
  /** The WalletProvider's WalletConnect options (project id; in tests, the provider). */
  walletConnect: WalletConnectOptions
  /** Creates Coinbase's provider; default: the SDK loads `@coinbase/wallet-sdk`. Tests inject one. */
  loadCoinbase?: ConnectCoinbaseParameters['loadProvider']
}

/**
 * Ends a wallet session this page did not open (docs/behaviour/wallets-and-accounts.md#account-list-rules: removing a
 * coinbase or walletConnect account disconnects it), e.g. after a reload: the wallet's SDK is created, restores what
 * its storage kept and is disconnected. Resolves whether a WalletConnect session was ended (Coinbase's disconnect
 * always runs; its SDK does not say whether a session was stored). Without a project id WalletConnect cannot start,
 * so there is nothing it could end.
 */
export async function endStoredSession(
  type: 'coinbase' | 'walletConnect',
  { network, walletConnect, loadCoinbase }: EndStoredSessionOptions,
): Promise<boolean> {
  if (type === 'coinbase') {
    await disconnectCoinbase({
      chainId: network.chainId,
      ...(loadCoinbase ? { loadProvider: loadCoinbase } : {}),
    })
    return true
  }
  if (!walletConnect.projectId) return false
  return disconnectWalletConnect({
    projectId: walletConnect.projectId,
    chainId: network.chainId,
    rpcUrl: network.rpcUrl,
    // The session is being ended here; the page reloads after it (useRemoveWallet).
    onDisconnect: () => {},
    ...(walletConnect.loadProvider ? { loadProvider: walletConnect.loadProvider } : {}),
  })
}
