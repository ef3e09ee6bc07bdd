import { useState } from 'react'
import { createHashRouter, RouterProvider } from 'react-router'
import type { AppProps } from '../../app/App.js'
import { NetworkedWallet } from '../../app/NetworkedWallet.js'
import { routes } from '../../routes/routes.js'

/**
 * The wallet inside the extension: the web wallet's routes under a hash router, because extension pages are
 * files (popup.html) and have no server to answer /account/… paths. The worker opens
 * popup.html#/eip-select-accounts/{site} and popup.html#/eip-send-transaction/{id} in their own windows.
 * WalletConnect uses the project id of the extension's runtime config (loadExtensionConfig); Ledger and Coinbase
 * accounts sign through the same lazily loaded factories as in the web wallet. The network choice lives in
 * chrome.storage.local (docs/behaviour/networks.md), where the service worker reads it too.
 */
export function ExtensionApp({ config, services, networks, initialChoice, watchStored }: AppProps) {
  const [router] = useState(() => createHashRouter(routes))
  return (
    <NetworkedWallet
      config={config}
      services={services}
      networks={networks}
      initialChoice={initialChoice}
      watchStored={watchStored}
    >
      <RouterProvider router={router} />
    </NetworkedWallet>
  )
}
