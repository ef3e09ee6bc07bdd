// First: no schema may be built before zod is jitless (the CSP allows no eval).
import './platform/strictCsp.js'
import { createWalletServices } from '@ftm-wallet/react'
import {
  createApiModeStatus,
  createApiStatus,
  createBrowserStorage,
  createIndexedDbKeystoreStore,
} from '@ftm-wallet/sdk'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.js'
import { ConfigError } from './app/ConfigError.js'
import { loadRuntimeConfig } from './config/loadRuntimeConfig.js'
import { createLazyApiClient } from './platform/createLazyApiClient.js'
import { startWorkerKdf } from './platform/kdf/loadWorkerKdf.js'
import { registerServiceWorker } from './pwa/registerServiceWorker.js'
import './styles/base.css'
import './styles/components.css'
import './styles/details.css'
import './styles/layout.css'

// Every scrypt of the SDK (unlocking, creating keystores) runs in the KDF worker, off the page's thread.
startWorkerKdf()

const element = document.getElementById('root')
if (!element) throw new Error('The page has no #root element')
const root = createRoot(element)

async function start() {
  const config = await loadRuntimeConfig()
  const apiStatus = createApiStatus()
  const apiMode = createApiModeStatus(config.network.apiUrls.length === 0 ? 'limited' : 'api')
  const client = createLazyApiClient(config.network, apiStatus, apiMode)
  const services = await createWalletServices({
    storage: createBrowserStorage(),
    keystores: createIndexedDbKeystoreStore(),
  })
  root.render(
    <StrictMode>
      <App config={config} client={client} apiStatus={apiStatus} apiMode={apiMode} services={services} />
    </StrictMode>,
  )
}

start().catch((error: unknown) =>
  root.render(<ConfigError message={error instanceof Error ? error.message : String(error)} />),
)
registerServiceWorker()
