import { WalletProvider } from '@ftm-wallet/react'
import { useState } from 'react'
import { createHashRouter, RouterProvider } from 'react-router'
import type { AppProps } from '../../app/App.js'
import { webSignerFactories } from '../../features/wallets/connect/signerFactories.js'
import { walletConnectOptions } from '../../features/wallets/connect/walletConnectOptions.js'
import { routes } from '../../routes/routes.js'

/**
 * The wallet inside the extension: the web wallet's routes under a hash router, because extension pages are
 * files (popup.html) and have no server to answer /account/… paths. The worker opens
 * popup.html#/eip-select-accounts/{site} and popup.html#/eip-send-transaction/{id} in their own windows.
 * WalletConnect uses the project id of the extension's runtime config (loadExtensionConfig); Ledger and Coinbase
 * accounts sign through the same lazily loaded factories as in the web wallet.
 */
export function ExtensionApp({ config, client, apiStatus, services }: AppProps) {
  const [router] = useState(() => createHashRouter(routes))
  return (
    <WalletProvider
      network={config.network}
      client={client}
      apiStatus={apiStatus}
      services={services}
      signerFactories={webSignerFactories}
      walletConnect={walletConnectOptions(config)}
    >
      <RouterProvider router={router} />
    </WalletProvider>
  )
}
