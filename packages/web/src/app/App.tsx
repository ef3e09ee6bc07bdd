import { WalletProvider, type WalletServices } from '@ftm-wallet/react'
import { type ApiClient, type ApiModeStatus, type ApiStatus, createApiModeStatus } from '@ftm-wallet/sdk'
import { useState } from 'react'
import { createBrowserRouter, RouterProvider } from 'react-router'
import type { RuntimeConfig } from '../config/parseRuntimeConfig.js'
import { RuntimeFeaturesProvider } from '../config/RuntimeFeatures.js'
import { webSignerFactories } from '../features/wallets/connect/signerFactories.js'
import { walletConnectOptions } from '../features/wallets/connect/walletConnectOptions.js'
import { ApiModeProvider } from '../platform/apiMode.js'
import { routes } from '../routes/routes.js'

export interface AppProps {
  config: RuntimeConfig
  client: ApiClient
  apiStatus: ApiStatus
  /** Limited mode (JSON-RPC instead of the API); the banner follows it. */
  apiMode?: ApiModeStatus
  services: WalletServices
}

/** The web wallet: providers around the router. Everything it talks to is created in main.tsx and passed in. */
export function App({ config, client, apiStatus, apiMode, services }: AppProps) {
  const [router] = useState(() => createBrowserRouter(routes))
  const [fallbackMode] = useState(() => createApiModeStatus())
  return (
    <ApiModeProvider value={apiMode ?? fallbackMode}>
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
    </ApiModeProvider>
  )
}
