import { WalletError } from '../../errors/WalletError.js'
import {
  createEip1193Signer,
  type Eip1193Signer,
  requestEip1193Accounts,
} from '../eip1193/createEip1193Signer.js'
import {
  type InitWalletConnectParameters,
  initWalletConnect,
  WALLET_CONNECT_MESSAGES,
  type WalletConnectProvider,
} from './initWalletConnect.js'

export interface RestoreWalletConnectParameters extends InitWalletConnectParameters {
  /** The account that must be in the stored session. */
  address: string
}

/**
 * After a reload: creates WalletConnect's provider, which restores the session kept in WalletConnect's storage, and
 * signs with it when that session holds `address`. Never opens a new pairing; with no such session it fails with
 * 'A provider is not set' (docs/behaviour/signers.md#walletconnect: signing without a relay provider) and the user
 * connects again.
 */
export async function restoreWalletConnect(parameters: RestoreWalletConnectParameters): Promise<{
  signer: Eip1193Signer
  provider: WalletConnectProvider
  disconnect: () => Promise<void>
}> {
  const { provider, chainId } = await initWalletConnect(parameters)
  const accounts = provider.session ? await requestEip1193Accounts(provider, 'eth_accounts') : []
  const address = accounts.find((a) => a.toLowerCase() === parameters.address.toLowerCase())
  if (!address) throw new WalletError('WALLET_CONNECT_NO_PROVIDER', WALLET_CONNECT_MESSAGES.noProvider)
  const signer = createEip1193Signer({ provider, address, chainId, kind: 'walletConnect' })
  return { signer, provider, disconnect: () => provider.disconnect() }
}

/**
 * Ends the session kept in WalletConnect's storage, if there is one (removing an account after a reload).
 * Resolves whether a session was ended.
 */
export async function disconnectWalletConnect(parameters: InitWalletConnectParameters): Promise<boolean> {
  const { provider } = await initWalletConnect(parameters)
  if (!provider.session) return false
  await provider.disconnect()
  return true
}
