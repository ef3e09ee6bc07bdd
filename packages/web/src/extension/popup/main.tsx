// The extension's wallet pages (popup and the site-request windows): the web wallet without its PWA parts.
// First: no schema may be built before zod is jitless (extension pages allow no eval either).
import '../../platform/strictCsp.js'
import { createWalletServices } from '@ftm-wallet/react'
import { createApiStatus, createBrowserStorage, createIndexedDbKeystoreStore } from '@ftm-wallet/sdk'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConfigError } from '../../app/ConfigError.js'
import { createLazyApiClient } from '../../platform/createLazyApiClient.js'
import { startWorkerKdf } from '../../platform/kdf/loadWorkerKdf.js'
import { getChrome } from '../chromeApi.js'
import { loadExtensionConfig } from '../loadExtensionConfig.js'
import { ExtensionApp } from './ExtensionApp.js'
import { mirrorWalletAccounts } from './mirrorWalletAccounts.js'
import '../../styles/base.css'
import '../../styles/components.css'
import '../../styles/details.css'
import '../../styles/layout.css'

// Every scrypt of the SDK (unlocking, creating keystores) runs in the KDF worker, off the page's thread.
startWorkerKdf()

const element = document.getElementById('root')
if (!element) throw new Error('The page has no #root element')
const root = createRoot(element)

async function start() {
  const chrome = getChrome()
  if (!chrome) throw new Error('popup.html runs only inside the extension')
  const config = await loadExtensionConfig(chrome)
  const apiStatus = createApiStatus()
  const client = createLazyApiClient(config.network, apiStatus)
  const services = await createWalletServices({
    storage: createBrowserStorage(),
    keystores: createIndexedDbKeystoreStore(),
  })
  mirrorWalletAccounts(services.accounts, chrome.storage.local)
  root.render(
    <StrictMode>
      <ExtensionApp config={config} client={client} apiStatus={apiStatus} services={services} />
    </StrictMode>,
  )
}

start().catch((error: unknown) =>
  root.render(<ConfigError message={error instanceof Error ? error.message : String(error)} />),
)
