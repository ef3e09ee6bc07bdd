import type { WalletConnectOptions } from '@ftm-wallet/react'
import type { RuntimeConfig } from '../../../config/parseRuntimeConfig.js'

/**
 * The WalletProvider's WalletConnect options from the runtime config: its project id, and a reload when the wallet
 * app ends a session restored after a reload (docs/behaviour/signers.md#walletconnect: session_delete disconnects; a
 * walletConnect disconnect reloads the page). The web app and the extension's popup both use it.
 */
export function walletConnectOptions(
  config: Pick<RuntimeConfig, 'walletConnectProjectId'>,
): WalletConnectOptions {
  return { projectId: config.walletConnectProjectId, onDisconnect: () => window.location.reload() }
}
