import { mainnet } from '../../constants/networks.js'
import { WalletError } from '../../errors/WalletError.js'
import {
  createEip1193Signer,
  type Eip1193Signer,
  requestEip1193Accounts,
} from '../eip1193/createEip1193Signer.js'
import type { Eip1193Provider } from '../eip1193/provider.js'

/** Spec 01 §8 texts of the relay-based connection. */
export const WALLET_CONNECT_MESSAGES = {
  noProjectId: 'No project id provided',
  noProvider: 'A provider is not set',
  notImplemented: 'Not implemented yet',
} as const

/** The part of WalletConnect's EthereumProvider this code uses. */
export interface WalletConnectProvider extends Eip1193Provider {
  on(event: string, listener: (...args: unknown[]) => void): unknown
  connect(): Promise<void>
  disconnect(): Promise<void>
}

/** The options handed to `EthereumProvider.init` (namespace eip155, chain 250 with its RPC map). */
export interface WalletConnectInitOptions {
  projectId: string
  chains: number[]
  rpcMap: Record<number, string>
  methods: string[]
  events: string[]
  showQrModal: false
}

export interface ConnectWalletConnectParameters {
  projectId: string | undefined
  /** Chain and RPC of the network (default: mainnet, 250). */
  chainId?: number
  rpcUrl?: string
  /** display_uri: show this pairing URI as a QR code. */
  onDisplayUri: (uri: string) => void
  /** session_delete: the wallet ended the session (the web wallet reloads). */
  onDisconnect: () => void
  /** Creates the provider; default lazily imports `@walletconnect/ethereum-provider`. Tests inject one. */
  loadProvider?: (options: WalletConnectInitOptions) => Promise<WalletConnectProvider>
}

const defaultLoad = async (options: WalletConnectInitOptions) => {
  const { EthereumProvider } = await import('@walletconnect/ethereum-provider')
  // Our options are a subset of EthereumProviderOptions; its ChainsProps union needs the cast.
  const init = EthereumProvider.init.bind(EthereumProvider) as (
    o: WalletConnectInitOptions,
  ) => Promise<unknown>
  return (await init(options)) as WalletConnectProvider
}

/** Connects over WalletConnect v2 and returns the session's account, its signer and a disconnect function. */
export async function connectWalletConnect(parameters: ConnectWalletConnectParameters): Promise<{
  address: string
  signer: Eip1193Signer
  provider: WalletConnectProvider
  disconnect: () => Promise<void>
}> {
  if (!parameters.projectId)
    throw new WalletError('WALLET_CONNECT_NO_PROJECT_ID', WALLET_CONNECT_MESSAGES.noProjectId)
  const chainId = parameters.chainId ?? mainnet.chainId
  const provider = await (parameters.loadProvider ?? defaultLoad)({
    projectId: parameters.projectId,
    chains: [chainId],
    rpcMap: { [chainId]: parameters.rpcUrl ?? mainnet.rpcUrl },
    methods: ['eth_sendTransaction', 'personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
    showQrModal: false,
  })
  provider.on('display_uri', (uri) => parameters.onDisplayUri(String(uri)))
  provider.on('session_delete', () => parameters.onDisconnect())
  await provider.connect()
  const [address] = await requestEip1193Accounts(provider, 'eth_accounts')
  if (!address) throw new WalletError('WALLET_CONNECT_NO_PROVIDER', WALLET_CONNECT_MESSAGES.noProvider)
  const signer = createEip1193Signer({ provider, address, chainId, kind: 'walletConnect' })
  return { address, signer, provider, disconnect: () => provider.disconnect() }
}
