import { mainnet } from '../../constants/networks.js'
import { WalletError } from '../../errors/WalletError.js'
import type { Eip1193Provider } from '../eip1193/provider.js'

/** docs/behaviour/signers.md#walletconnect texts of the relay-based connection. */
export const WALLET_CONNECT_MESSAGES = {
  noProjectId: 'No project id provided',
  /** Signing without a relay provider (e.g. after a reload, when no stored session holds the account). */
  noProvider: 'A provider is not set',
  notImplemented: 'Not implemented yet',
} as const

/** The part of WalletConnect's EthereumProvider this code uses. */
export interface WalletConnectProvider extends Eip1193Provider {
  on(event: string, listener: (...args: unknown[]) => void): unknown
  connect(): Promise<void>
  disconnect(): Promise<void>
  /**
   * The session `EthereumProvider.init` restored from WalletConnect's storage, if any (2.25.0,
   * EthereumProvider.d.ts `get session(): SessionTypes.Struct | undefined`; init calls loadPersistedSession).
   */
  readonly session?: unknown
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

export interface InitWalletConnectParameters {
  projectId: string | undefined
  /** Chain and RPC of the network (default: mainnet, 250). */
  chainId?: number
  rpcUrl?: string
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

/**
 * Creates WalletConnect's provider for the network (which restores a session kept in WalletConnect's storage)
 * and listens for session_delete. Without a project id it fails with 'No project id provided'.
 */
export async function initWalletConnect(parameters: InitWalletConnectParameters): Promise<{
  provider: WalletConnectProvider
  chainId: number
}> {
  if (!parameters.projectId)
    throw new WalletError('WALLET_CONNECT_NO_PROJECT_ID', WALLET_CONNECT_MESSAGES.noProjectId)
  const chainId = parameters.chainId ?? mainnet.chainId
  const provider = await (parameters.loadProvider ?? defaultLoad)({
    projectId: parameters.projectId,
    chains: [chainId],
    rpcMap: { [chainId]: parameters.rpcUrl ?? mainnet.rpcUrl },
    methods: ['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'],
    events: ['chainChanged', 'accountsChanged'],
    showQrModal: false,
  })
  provider.on('session_delete', () => parameters.onDisconnect())
  return { provider, chainId }
}
