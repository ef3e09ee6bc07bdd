import type {
  AccountsService,
  ApiClient,
  ApiStatus,
  ContactsService,
  KeyValueStorage,
  NetworkPreset,
  NetworkStatus,
  NetworkStatusSource,
  PendingTransactionStore,
  SettingsService,
} from '@ftm-wallet/sdk'
import { createApiStatus, createBrowserNetworkSource, createNetworkStatus } from '@ftm-wallet/sdk'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { createWalletQueryClient } from '../query/createWalletQueryClient.js'
import type { WalletConnectOptions } from './openWalletConnectSigner.js'
import {
  createSignerRegistry,
  type SignerFactories,
  type SignerFactory,
  type SignerRegistry,
} from './signerRegistry.js'

export type { WalletConnectOptions }

// Loaded on the first signature of a 'metamask' account: the EIP-1193 signer pulls in ethers' transaction code,
// which the welcome screen does not need.
const openInjected: SignerFactory = async (account, network) =>
  (await import('./openInjectedSigner.js')).openInjectedSigner(account, network)
// A 'walletConnect' account not connected on this page (e.g. after a reload) opens the session WalletConnect
// restores from its storage; the module and WalletConnect's SDK load on the first signature.
const openWalletConnect =
  (options: WalletConnectOptions): SignerFactory =>
  async (account, network) =>
    (await import('./openWalletConnectSigner.js')).openWalletConnectSigner(account, network, options)

/** The persisted services the hooks read and change (created by `createWalletServices`). */
export interface WalletServices {
  readonly accounts: AccountsService
  readonly contacts: ContactsService
  readonly settings: SettingsService
  /** The storage the services persist to; apps may keep their own small records there (e.g. UI flags). */
  readonly storage: KeyValueStorage
  /**
   * Where every broadcast is recorded until it is mined, fails, is replaced or dropped
   * (docs/behaviour/pending-transactions.md); `createWalletServices` makes one over `storage`. Without it flows
   * record nothing and `usePendingTransactions` lists nothing.
   */
  readonly pending?: PendingTransactionStore | undefined
}

/** What every hook reads: the network, the API client, the observable statuses and the services. */
export interface WalletContextValue {
  readonly network: NetworkPreset
  readonly client: ApiClient
  readonly apiStatus: ApiStatus
  readonly networkStatus: NetworkStatus
  readonly services: WalletServices
  /** Signers of non-keystore accounts: the session's connected ones and the factories for the others. */
  readonly signers: SignerRegistry
  /** How WalletConnect is connected (project id). */
  readonly walletConnect: WalletConnectOptions
}

/**
 * The browser's online/offline state as one NetworkStatus object for the provider's whole life: it reads
 * `navigator.onLine` from the first render and follows the online/offline events while `listen()` runs (from mount to
 * unmount, an effect StrictMode may run twice). One object, so the context does not change when the listening starts
 * and nothing below the provider renders again for it right after the first commit (docs/decisions.md#web-start-up).
 */
function createOwnNetworkStatus(): { status: NetworkStatus; listen: () => () => void } {
  const browser = createBrowserNetworkSource()
  let changed: (() => void) | undefined
  const source: NetworkStatusSource = {
    isOnline: browser.isOnline,
    subscribe(listener) {
      changed = listener
      return () => {
        changed = undefined
      }
    },
  }
  const status = createNetworkStatus(source)
  return {
    status,
    listen() {
      const stop = browser.subscribe(() => changed?.())
      // A change between the first render and now.
      changed?.()
      return stop
    },
  }
}

const WalletContext = createContext<WalletContextValue | undefined>(undefined)

export interface WalletProviderProps {
  network: NetworkPreset
  /** The SDK API client for `network` (created by the app, never a module singleton). */
  client: ApiClient
  /** Accounts, contacts and settings over the app's storage; see `createWalletServices`. */
  services: WalletServices
  /** The status the client reports into (give the same object to `createApiClient`). */
  apiStatus?: ApiStatus
  /** Device connectivity; defaults to the browser's online/offline events. */
  networkStatus?: NetworkStatus
  /** One TanStack Query client per network; defaults to a fresh `createWalletQueryClient()`. */
  queryClient?: QueryClient
  /**
   * How non-keystore accounts sign, by account type. 'metamask' defaults to the injected wallet (EIP-6963),
   * 'walletConnect' to the session WalletConnect restored (with `walletConnect`'s options); the app adds Ledger
   * (it owns the transport) and others.
   */
  signerFactories?: SignerFactories
  /** WalletConnect's project id (and, in tests, its provider); read once, when the provider mounts. */
  walletConnect?: WalletConnectOptions
  children: ReactNode
}

/**
 * Provides the wallet's I/O to the hooks below it. Everything is injected; nothing is a module singleton.
 *
 * @example
 * const apiStatus = createApiStatus()
 * const client = createApiClient({ network: mainnet, status: apiStatus })
 * const services = await createWalletServices({ storage: createBrowserStorage(), keystores: createIndexedDbKeystoreStore() })
 * <WalletProvider network={mainnet} client={client} apiStatus={apiStatus} services={services}><App /></WalletProvider>
 */
export function WalletProvider(props: WalletProviderProps) {
  const { network, client, services, children } = props
  const [queryClient] = useState(() => props.queryClient ?? createWalletQueryClient())
  const [walletConnect] = useState<WalletConnectOptions>(() => props.walletConnect ?? {})
  const [signers] = useState(() =>
    createSignerRegistry({
      metamask: openInjected,
      walletConnect: openWalletConnect(walletConnect),
      ...props.signerFactories,
    }),
  )
  const [fallbackApiStatus] = useState(() => (props.apiStatus ? undefined : createApiStatus()))
  // The default NetworkStatus follows the window's events while the provider is mounted (createOwnNetworkStatus).
  const [ownNetworkStatus] = useState(createOwnNetworkStatus)
  useEffect(
    () => (props.networkStatus ? undefined : ownNetworkStatus.listen()),
    [props.networkStatus, ownNetworkStatus],
  )
  const apiStatus = props.apiStatus ?? (fallbackApiStatus as ApiStatus)
  const networkStatus = props.networkStatus ?? ownNetworkStatus.status
  const value = useMemo(
    () => ({ network, client, apiStatus, networkStatus, services, signers, walletConnect }),
    [network, client, apiStatus, networkStatus, services, signers, walletConnect],
  )
  return (
    <QueryClientProvider client={queryClient}>
      <WalletContext.Provider value={value}>{children}</WalletContext.Provider>
    </QueryClientProvider>
  )
}

/** The injected network, client, statuses and services. Throws outside a WalletProvider. */
export function useWallet(): WalletContextValue {
  const value = useContext(WalletContext)
  if (!value) throw new Error('useWallet must be used inside <WalletProvider>')
  return value
}

/** The session's signers: register a connected wallet's signer so flows of that account sign with it. */
export function useSignerRegistry(): SignerRegistry {
  return useWallet().signers
}
