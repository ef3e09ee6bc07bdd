import { WalletProvider, type WalletServices } from '@ftm-wallet/react'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RuntimeConfig } from '../config/parseRuntimeConfig.js'
import type { NetworkStore } from '../extension/networkStore.js'
import { webSignerFactories } from '../features/wallets/connect/signerFactories.js'
import { walletConnectOptions } from '../features/wallets/connect/walletConnectOptions.js'
import { ApiModeProvider } from '../platform/apiMode.js'
import { type NetworksControl, NetworksProvider } from '../platform/networks/NetworksContext.js'
import { NetworkError } from '../platform/networks/networkError.js'
import { connectNetwork, type NetworkConnection } from './connectNetwork.js'

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
   * The connection to the initial choice's network, built before the first render (main.tsx) so the stored
   * wallets' balances are already being asked for; without it the first render builds it.
   */
  initialConnection?: NetworkConnection | undefined
  /**
   * Calls `changed` when another context changes the stored choice (another tab; in the extension, the service
   * worker after a site's wallet_switchEthereumChain); returns the unsubscribe.
   */
  watchStored?: ((changed: () => void) => () => void) | undefined
  children: ReactNode
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
  initialConnection,
  watchStored,
  children,
}: NetworkedWalletProps) {
  const [choice, setChoice] = useState(initialChoice)
  const reload = useCallback(async () => setChoice(await networks.load()), [networks])
  useEffect(() => watchStored?.(() => void reload().catch(() => undefined)), [reload, watchStored])
  const active = choice.network
  const key = JSON.stringify(active)
  // The connection built before the first render serves until the first switch; a network switched back to later
  // gets a fresh one like any other.
  const [initialKey] = useState(key)
  const switched = useRef(false)
  if (key !== initialKey) switched.current = true
  // biome-ignore lint/correctness/useExhaustiveDependencies: a network's connection is rebuilt when what it is changes (its JSON), not when an equal object is read again
  const connection = useMemo(
    () =>
      initialConnection && !switched.current && key === initialKey
        ? initialConnection
        : connectNetwork(
            active,
            services.accounts.getState().accounts.map((a) => a.address),
          ),
    [key],
  )
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
        // The checks load when a network is added, not with the first screen (docs/decisions.md#size-budgets).
        const { verifyCustomNetwork } = await import('../platform/networks/customNetwork.js')
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
