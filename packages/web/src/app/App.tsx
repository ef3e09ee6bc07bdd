import type { WalletServices } from '@ftm-wallet/react'
import { useState } from 'react'
import { createBrowserRouter, type DataRouter, RouterProvider } from 'react-router'
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
  /**
   * The router, made by main.tsx as the page starts, with the screen at the address usually loaded by the first
   * render (navigation/startRouter.ts); without it the first render makes one over routes/routes.tsx.
   */
  router?: DataRouter | undefined
  /** Calls `changed` when another tab changes the stored network choice; returns the unsubscribe. */
  watchStored?: ((changed: () => void) => () => void) | undefined
}

/** The web wallet: providers around the router. Everything it talks to is created in main.tsx and passed in. */
export function App({
  config,
  services,
  networks,
  initialChoice,
  initialConnection,
  router: given,
  watchStored,
}: AppProps) {
  const [router] = useState(() => given ?? createBrowserRouter(routes))
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
