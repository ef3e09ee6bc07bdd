import { createWalletQueryClient, WalletProvider, type WalletServices } from '@ftm-wallet/react'
import { createApiModeStatus, createApiStatus, type NetworkPreset } from '@ftm-wallet/sdk'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import type { RuntimeConfig } from '../config/parseRuntimeConfig.js'
import type { NetworkStore } from '../extension/networkStore.js'
import { webSignerFactories } from '../features/wallets/connect/signerFactories.js'
import { walletConnectOptions } from '../features/wallets/connect/walletConnectOptions.js'
import { ApiModeProvider } from '../platform/apiMode.js'
import { createLazyApiClient } from '../platform/createLazyApiClient.js'
import { NetworkError, verifyCustomNetwork } from '../platform/networks/customNetwork.js'
import { type NetworksControl, NetworksProvider } from '../platform/networks/NetworksContext.js'

/** The networks and the active one, as the network store resolves them. */
export type NetworkChoice = Pick<RuntimeConfig, 'networks' | 'network'>

export interface NetworkedWalletProps {
  config: RuntimeConfig
  services: WalletServices
  /** The network store (extension/networkStore.ts) over local storage (web) or chrome.storage.local (extension). */
  networks: NetworkStore
  /** The choice read before the first render. */
  initialChoice: NetworkChoice
  /**
   * Calls `changed` when another context changes the stored choice (another tab; in the extension, the service
   * worker after a site's wallet_switchEthereumChain); returns the unsubscribe.
   */
  watchStored?: ((changed: () => void) => () => void) | undefined
  children: ReactNode
}

/**
 * The client, API status, limited-mode flag and query cache of one network (RPC-only networks start limited). With
 * wallets stored, their balances are asked for at once: every screen with wallets shows them, and the request then
 * runs while the screen's code loads (docs/behaviour/app-shell.md#code-loaded-on-demand).
 */
function connect(network: NetworkPreset, services: WalletServices) {
  const apiStatus = createApiStatus()
  const apiMode = createApiModeStatus(network.apiUrls.length === 0 ? 'limited' : 'api')
  const client = createLazyApiClient(network, apiStatus, apiMode)
  const queryClient = createWalletQueryClient()
  const addresses = services.accounts.getState().accounts.map((a) => a.address)
  if (addresses.length > 0) {
    // The client's code (createLazyApiClient loads it on the first request) comes alongside, not after.
    void import('../platform/apiClientModule.js').catch(() => undefined)
    void import('../platform/prefetchWalletBalances.js')
      .then(({ prefetchWalletBalances }) => prefetchWalletBalances(queryClient, client, addresses))
      .catch(() => undefined)
  }
  return { apiStatus, apiMode, client, queryClient }
}

/**
 * The wallet on the active network (docs/behaviour/networks.md#switching): switching builds a new API client and
 * remounts the WalletProvider under the network's key, so no query of one network answers on another (a fresh
 * query cache), while the accounts — stored apart from any network — and the router's place stay.
 */
export function NetworkedWallet({
  config,
  services,
  networks,
  initialChoice,
  watchStored,
  children,
}: NetworkedWalletProps) {
  const [choice, setChoice] = useState(initialChoice)
  const reload = useCallback(async () => setChoice(await networks.load()), [networks])
  useEffect(() => watchStored?.(() => void reload().catch(() => undefined)), [reload, watchStored])
  const active = choice.network
  const key = JSON.stringify(active)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a network's connection is rebuilt when what it is changes (its JSON), not when an equal object is read again
  const connection = useMemo(() => connect(active, services), [key])
  const control = useMemo<NetworksControl>(
    () => ({
      networks: choice.networks,
      active,
      async select(id) {
        if (!(await networks.setActive(id)))
          throw new NetworkError('NETWORK_UNKNOWN', `There is no network "${id}".`)
        await reload()
      },
      async add(input) {
        const custom = await verifyCustomNetwork(input, { known: choice.networks })
        const added = await networks.addCustom(custom)
        await networks.setActive(added.id)
        await reload()
        return added
      },
      async remove(id) {
        const network = choice.networks.find((n) => n.id === id)
        if (network) await networks.removeCustom(network.chainId)
        await reload()
      },
    }),
    [choice.networks, active, networks, reload],
  )
  const [walletConnect] = useState(() => walletConnectOptions(config))
  return (
    <NetworksProvider value={control}>
      <ApiModeProvider value={connection.apiMode}>
        <WalletProvider
          key={key}
          network={active}
          client={connection.client}
          apiStatus={connection.apiStatus}
          queryClient={connection.queryClient}
          services={services}
          signerFactories={webSignerFactories}
          walletConnect={walletConnect}
        >
          {children}
        </WalletProvider>
      </ApiModeProvider>
    </NetworksProvider>
  )
}
