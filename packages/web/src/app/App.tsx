import { WalletProvider, type WalletServices } from '@ftm-wallet/react'
import type { ApiClient, ApiStatus } from '@ftm-wallet/sdk'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import type { RuntimeConfig } from '../config/parseRuntimeConfig.js'
import { RuntimeFeaturesProvider } from '../config/RuntimeFeatures.js'
import { webSignerFactories } from '../features/wallets/connect/signerFactories.js'
import { walletConnectOptions } from '../features/wallets/connect/walletConnectOptions.js'
import { routes } from '../routes/routes.js'

export interface AppProps {
  config: RuntimeConfig
  client: ApiClient
  apiStatus: ApiStatus
  services: WalletServices
}

/** The web wallet: providers around the router. Everything it talks to is created in main.tsx and passed in. */
export function App({ config, client, apiStatus, services }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <WalletProvider
      network={config.network}
      client={client}
      apiStatus={apiStatus}
      services={services}
      signerFactories={webSignerFactories}
      walletConnect={walletConnectOptions(config)}
    >
      <RuntimeFeaturesProvider features={config.features}>
        <RouterProvider router={router} />
      </RuntimeFeaturesProvider>
    </WalletProvider>
  )
}
