import type { WalletServices } from '@ftm-wallet/react'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import type { RuntimeConfig } from '../config/parseRuntimeConfig.js'
import { RuntimeFeaturesProvider } from '../config/RuntimeFeatures.js'
import type { NetworkStore } from '../extension/networkStore.js'
import { routes } from '../routes/routes.js'
import type { NetworkConnection } from './connectNetwork.js'
import { type NetworkChoice, NetworkedWallet } from './NetworkedWallet.js'

export interface AppProps {
  config: RuntimeConfig
  services: WalletServices
  /** The network store (docs/behaviour/networks.md): the configured networks, the custom ones, the active one. */
  networks: NetworkStore
  initialChoice: NetworkChoice
  /** The initial network's connection, built before the first render (its balance request already out). */
  initialConnection?: NetworkConnection | undefined
  /** Calls `changed` when another tab changes the stored network choice; returns the unsubscribe. */
  watchStored?: ((changed: () => void) => () => void) | undefined
}

/** The web wallet: providers around the router. Everything it talks to is created in main.tsx and passed in. */
export function App({ config, services, networks, initialChoice, initialConnection, watchStored }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <NetworkedWallet
      config={config}
      services={services}
      networks={networks}
      initialChoice={initialChoice}
      initialConnection={initialConnection}
      watchStored={watchStored}
    >
      <RuntimeFeaturesProvider features={config.features}>
        <RouterProvider router={router} />
      </RuntimeFeaturesProvider>
    </NetworkedWallet>
  )
}
