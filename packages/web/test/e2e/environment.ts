// One environment per e2e file: the built app served by the preview server, pointed at a devnet, and Chromium.
import type { NetworkContracts } from '@ftm-wallet/sdk'
import { createDevnetConfig, type PreviewServer, startPreviewServer } from '../../scripts/previewServer.mjs'
import { type LaunchedBrowser, launchBrowser } from './browser.js'
import { DIST_DIR, ensureWebBuilt } from './buildWeb.js'

export interface DevnetEndpoints {
  apiUrl: string
  rpcUrl: string
  chainId: number
  /** Base URL of the devnet's controls (`<url>/devnet/faucet`, …). */
  url: string
}

export interface E2eEnvironment {
  appUrl: string
  devnet: DevnetEndpoints
  browser: LaunchedBrowser
  /**
   * Serves config.json with these GraphQL endpoints from now on (same origin, so the same stored wallets); the
   * served Content-Security-Policy stays the first config's, so they must be among the session's `apiUrls`.
   */
  serveApiUrls(apiUrls: readonly string[]): void
  close(): Promise<void>
}

/**
 * `apiUrls`: the app's GraphQL endpoints in failover order (default: the devnet's API alone). `contracts`: the
 * devnet's own contracts for the JSON-RPC fallback (fMint, DeFi settings, governance), as `npm start`'s preview
 * server serves them from the devnet's deployment.
 */
export async function startE2eEnvironment(
  devnet: DevnetEndpoints,
  { apiUrls, contracts }: { apiUrls?: readonly string[]; contracts?: NetworkContracts } = {},
): Promise<E2eEnvironment> {
  ensureWebBuilt()
  const configWith = (api: readonly string[]) =>
    createDevnetConfig({ api: [...api], rpc: devnet.rpcUrl, chainId: devnet.chainId, contracts })
  const server: PreviewServer = await startPreviewServer({
    root: DIST_DIR,
    config: configWith(apiUrls ?? [devnet.apiUrl]),
  })
  const browser = await launchBrowser()
  return {
    appUrl: server.url,
    devnet,
    browser,
    serveApiUrls: (api) => server.setConfig(configWith(api)),
    async close() {
      await browser.close()
      await server.close()
    },
  }
}

/** Sends FTM from the devnet faucet to `address` (amount in FTM as a decimal string; default 1000). */
export async function fundFromFaucet(
  devnet: DevnetEndpoints,
  address: string,
  amount?: string,
): Promise<void> {
  const body = amount === undefined ? { address } : { address, amount }
  const response = await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`faucet answered ${response.status}: ${await response.text()}`)
}
