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

export interface ConnectWalletConnectParameters extends InitWalletConnectParameters {
  /** display_uri: show this pairing URI as a QR code. */
  onDisplayUri: (uri: string) => void
}

/** Connects over WalletConnect v2 and returns the session's account, its signer and a disconnect function. */
export async function connectWalletConnect(parameters: ConnectWalletConnectParameters): Promise<{
  address: string
  signer: Eip1193Signer
  provider: WalletConnectProvider
  disconnect: () => Promise<void>
}> {
  const { provider, chainId } = await initWalletConnect(parameters)
  provider.on('display_uri', (uri) => parameters.onDisplayUri(String(uri)))
  await provider.connect()
  const [address] = await requestEip1193Accounts(provider, 'eth_accounts')
  if (!address) throw new WalletError('WALLET_CONNECT_NO_PROVIDER', WALLET_CONNECT_MESSAGES.noProvider)
  const signer = createEip1193Signer({ provider, address, chainId, kind: 'walletConnect' })
  return { address, signer, provider, disconnect: () => provider.disconnect() }
}
