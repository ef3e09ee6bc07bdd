// The extension's wallet pages (popup and the site-request windows): the web wallet without its PWA parts.
// First: no schema may be built before zod is jitless (extension pages allow no eval either).
import '../../platform/strictCsp.js'
import { createWalletServices } from '@ftm-wallet/react'
import { createBrowserStorage, createIndexedDbKeystoreStore } from '@ftm-wallet/sdk'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConfigError } from '../../app/ConfigError.js'
import { startWorkerKdf } from '../../platform/kdf/loadWorkerKdf.js'
import { getChrome } from '../chromeApi.js'
import {
  CONFIG_KEYS,
  forgetExtensionConfig,
  getExtensionNetworkStore,
  loadExtensionConfig,
} from '../loadExtensionConfig.js'
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
  // docs/behaviour/networks.md: the choice lives in chrome.storage.local, where the service worker reads it.
  const networks = getExtensionNetworkStore(chrome)
  const initialChoice = { networks: config.networks, network: config.network }
  // The worker (a site's wallet_switchEthereumChain), another wallet window or a new stored config changed the
  // choice: follow it.
  const watchStored = (changed: () => void) => {
    let live = true
    chrome.storage.onChanged.addListener((changes, area) => {
      if (!live || area !== 'local' || !CONFIG_KEYS.some((key) => key in changes)) return
      forgetExtensionConfig()
      changed()
    })
    return () => {
      live = false
    }
  }
  const services = await createWalletServices({
    storage: createBrowserStorage(),
    keystores: createIndexedDbKeystoreStore(),
  })
  mirrorWalletAccounts(services.accounts, chrome.storage.local)
  root.render(
    <StrictMode>
      <ExtensionApp
        config={config}
        services={services}
        networks={networks}
        initialChoice={initialChoice}
        watchStored={watchStored}
      />
    </StrictMode>,
  )
}

start().catch((error: unknown) =>
  root.render(<ConfigError message={error instanceof Error ? error.message : String(error)} />),
)
