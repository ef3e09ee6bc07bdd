// First the early entry (index.html has usually run it already: docs/decisions.md#web-start-up), which reads the
// config and the network and sends the stored wallets' balance request; then no schema may be built before zod is
// jitless (the CSP allows no eval); then the stored wallets are read while the rest evaluates.
import {
  earlyBalancesFor,
  networkStore,
  runtimeConfig,
  initialChoice as storedChoice,
} from './app/earlyRequest.js'
import './platform/strictCsp.js'
import './app/earlyStart.js'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.js'
import { ConfigError } from './app/ConfigError.js'
import { connectNetwork } from './app/connectNetwork.js'
import { balanceRequestCode, storedAddresses, storedWallets } from './app/earlyStart.js'
import { ACTIVE_NETWORK_KEY, CUSTOM_NETWORKS_KEY } from './extension/networkStore.js'
import { routerReady, startRouter } from './navigation/startRouter.js'
import { startWorkerKdf } from './platform/kdf/loadWorkerKdf.js'
import { registerServiceWorker } from './pwa/registerServiceWorker.js'
import { routes } from './routes/routes.js'
import './styles/base.css'
import './styles/components.css'
import './styles/details.css'
import './styles/layout.css'

// Every scrypt of the SDK (unlocking, creating keystores) runs in the KDF worker, off the page's thread.
startWorkerKdf()

const element = document.getElementById('root')
if (!element) throw new Error('The page has no #root element')
const root = createRoot(element)

/**
 * How long the first render waits for the screen's code once everything else is ready; after that it renders, and the
 * router shows 'Loading…' until the code comes.
 */
const SCREEN_CODE_WAIT_MS = 500

/**
 * How long, from the moment the stored wallets' balance request is sent, the first render may wait for its answer
 * (docs/decisions.md#web-start-up): an answer that is in by then shows in the first render instead of a second one.
 * The wait runs beside the stored wallets' reading and the screen's code, so a fast API costs nothing and a slow one
 * at most this.
 */
const FIRST_BALANCES_WAIT_MS = 40

async function start() {
  // The screen's code loads while the config and the stored wallets are read, and those two are read side by side
  // (docs/behaviour/app-shell.md#code-loaded-on-demand): the router, made now, loads it.
  const router = startRouter(routes)
  const [config, addresses] = await Promise.all([runtimeConfig, storedAddresses])
  // docs/behaviour/networks.md: the configured networks, the user's custom ones and the active one.
  const networks = networkStore
  const initialChoice = await storedChoice
  // With wallets stored, their balance request goes out now — before the rest of the stored data is ready and before
  // React's first render (its code is part of the page's own). The early entry has usually sent the same request
  // already: the client takes its answer instead of asking again.
  const code = addresses.length > 0 ? await balanceRequestCode : undefined
  const initialConnection = connectNetwork(
    initialChoice.network,
    addresses,
    code,
    earlyBalancesFor(initialChoice.network),
    router.state.matches,
  )
  const firstBalances =
    initialConnection.firstBalances &&
    Promise.race([initialConnection.firstBalances, delay(FIRST_BALANCES_WAIT_MS)])
  const services = await storedWallets
  // The first render shows the screen itself, its code in place, not a 'Loading…' pass before it
  // (docs/behaviour/app-shell.md#code-loaded-on-demand).
  await routerReady(router, SCREEN_CODE_WAIT_MS)
  await firstBalances
  root.render(
    <StrictMode>
      <App
        config={config}
        services={services}
        networks={networks}
        initialChoice={initialChoice}
        initialConnection={initialConnection}
        router={router}
        watchStored={watchOtherTabs}
      />
    </StrictMode>,
  )
  // The keystore table is checked beside the first render: a table that cannot be read ends the start as a store that
  // cannot be opened does (docs/decisions.md#web-start-up).
  services.accounts.tableChecked.catch(showFailedStart)
}

function showFailedStart(error: unknown) {
  root.render(<ConfigError message={error instanceof Error ? error.message : String(error)} />)
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Another tab switched or added a network: this one follows. */
function watchOtherTabs(changed: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === ACTIVE_NETWORK_KEY || event.key === CUSTOM_NETWORKS_KEY) changed()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}

start().catch(showFailedStart)
registerServiceWorker()
