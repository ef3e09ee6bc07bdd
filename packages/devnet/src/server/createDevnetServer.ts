import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { JsonRpcProvider, Network } from 'ethers'
import type { ApiContext, ApiModule } from '../api/module.js'
import { apiModules } from '../api/modules/index.js'
import { createApiFaults, createDefaultSettings, type DevnetSettings } from '../api/settings.js'
import { BridgeSimulator } from '../bridge/BridgeSimulator.js'
import { createBridgeHandler } from '../bridge/createBridgeHandler.js'
import { createRpcClient } from '../chain/rpcClient.js'
import { DEFAULT_API_PORT } from '../constants.js'
import type { DevnetDeployment } from '../indexer/deployment.js'
import { Indexer } from '../indexer/Indexer.js'
import { readJsonFile, writeJsonFile } from '../indexer/jsonFile.js'
import { API_PATH, createApiYoga } from './createApiYoga.js'
import { type ChainControls, createControlsHandler } from './createControlsHandler.js'
import { EXPLORER_PATH, renderExplorerPage } from './explorerPages.js'
import {
  HttpError,
  isControlOriginAllowed,
  readJsonBody,
  sendJson,
  setControlCorsHeaders,
  setCorsHeaders,
} from './http.js'
import { BRIDGE_FILE, INDEX_FILE, SETTINGS_FILE } from './serverFiles.js'

export interface DevnetServerOptions {
  rpcUrl: string
  chainId: number
  deployment: DevnetDeployment
  chain: ChainControls
  /** Where the index, settings and bridge state are kept; in memory only without it. */
  dataDir?: string
  /** API port; 0 picks a free one. Default 16761. */
  port?: number
  /** Interface to listen on. Default 127.0.0.1 (the devnet is for this machine). */
  host?: string
  /** API modules; default: every module of src/api/modules. */
  modules?: readonly ApiModule[]
  /** Shared token of the bridge (Basic auth + envelope keys); default none. */
  bridgeToken?: string
  /** Indexer poll interval in ms (default 500). */
  pollIntervalMs?: number
  log?: (line: string) => void
}

/** A running API server. */
export interface DevnetServer {
  /** Base URL, e.g. http://127.0.0.1:16761 */
  url: string
  /** GraphQL URL (`<url>/api`; `<url>/graphql` answers the same). */
  apiUrl: string
  /** Bridge base URL (`<url>/bridge`). */
  bridgeUrl: string
  port: number
  context: ApiContext
  /** What `GET /devnet/info` answers. */
  info(): DevnetInfo
  /** Stops serving and following the chain; saves the index, settings and bridge state. */
  close(): Promise<void>
}

/** `GET /devnet/info`. */
export interface DevnetInfo {
  chainId: number
  rpcUrl: string
  apiUrl: string
  graphqlUrl: string
  bridgeUrl: string
  /** The devnet's minimal explorer (`<url>/explorer/`: `tx/{hash}`, `address/{address}`). */
  explorerUrl: string
  contracts: unknown
  tokens: unknown
  ports: { api: number; rpc: number }
}

async function loadSettings(file: string | undefined): Promise<DevnetSettings> {
  const defaults = createDefaultSettings()
  const saved = file ? ((await readJsonFile(file)) as Partial<DevnetSettings> | undefined) : undefined
  if (!saved || typeof saved !== 'object') return defaults
  return {
    prices: { ...defaults.prices, ...(saved.prices ?? {}) },
    pricesUpdatedAt: saved.pricesUpdatedAt ?? defaults.pricesUpdatedAt,
    bridge: { ...defaults.bridge, ...(saved.bridge ?? {}) },
  }
}

/** Starts the API server (GraphQL, bridge, controls) and the indexer on a running chain. */
export async function createDevnetServer(options: DevnetServerOptions): Promise<DevnetServer> {
  const { rpcUrl, chainId, deployment, dataDir, log = () => undefined } = options
  const file = (name: string) => (dataDir ? join(dataDir, name) : undefined)
  const modules = options.modules ?? apiModules
  const rpc = createRpcClient(rpcUrl)
  const settingsFile = file(SETTINGS_FILE)
  const settings = await loadSettings(settingsFile)
  const saveSettings = async () => {
    if (settingsFile) await writeJsonFile(settingsFile, settings)
  }
  const indexer = new Indexer({
    rpc,
    chainId,
    deployment,
    file: file(INDEX_FILE),
    plugins: modules.flatMap((m) => m.indexerPlugins ?? []),
    pollIntervalMs: options.pollIntervalMs,
    log,
  })
  await indexer.start()
  const provider = new JsonRpcProvider(rpcUrl, Network.from(chainId), {
    staticNetwork: true,
    cacheTimeout: -1,
  })
  const faults = createApiFaults()
  const context: ApiContext = {
    provider,
    rpc,
    rpcUrl,
    chainId,
    deployment,
    indexer,
    settings,
    modules,
    faults,
  }
  const yoga = createApiYoga(context)
  const simulator = new BridgeSimulator({ settings: settings.bridge, indexer, file: file(BRIDGE_FILE) })
  await simulator.load()
  const bridge = createBridgeHandler({ simulator, settings: settings.bridge, token: options.bridgeToken })

  let info: () => DevnetInfo = () => {
    throw new Error('server is not listening yet')
  }
  const controls = createControlsHandler({
    chain: options.chain,
    node: rpc,
    settings,
    faults,
    indexer,
    saveSettings,
    info: () => info(),
    deployment: () => deployment,
  })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devnet')
    const path = url.pathname.replace(/\/+$/, '') || '/'
    if (path === API_PATH || path === '/graphql') {
      if (path === '/graphql') req.url = `${API_PATH}${url.search}`
      await yoga(req, res)
      return
    }
    if (path.startsWith('/devnet/')) {
      await handleControl(req, res, path)
      return
    }
    setCorsHeaders(res)
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const method = req.method ?? 'GET'
    if (path === EXPLORER_PATH || path.startsWith(`${EXPLORER_PATH}/`)) {
      // As the API's resolvers do: the index catches up with the chain's head first, so a transaction the chain has
      // mined (the wallet links it as soon as its receipt is in) is on its page, not a 404.
      await indexer.sync()
      const { status, html } = renderExplorerPage(indexer.txs, path)
      res
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        .end(method === 'HEAD' ? undefined : html)
      return
    }
    if (path.startsWith('/bridge/')) {
      const body = method === 'POST' ? await readJsonBody(req) : undefined
      const slug = path.slice('/bridge/'.length)
      const reply = await bridge({ method, slug, body, authorization: req.headers.authorization })
      sendJson(res, reply.status, reply.body)
      return
    }
    sendJson(res, 404, { error: `nothing at ${path}; GraphQL is at ${API_PATH}` })
  }

  // The controls answer only requests without an Origin or from the devnet's own and this machine's pages.
  async function handleControl(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const origin = req.headers.origin
    if (origin !== undefined && !isControlOriginAllowed(origin, ownOrigins())) {
      res.setHeader('vary', 'Origin')
      sendJson(res, 403, { error: `the devnet controls do not answer pages from ${origin}` })
      return
    }
    setControlCorsHeaders(res, origin)
    const method = req.method ?? 'GET'
    if (method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const body = method === 'POST' ? await readJsonBody(req) : undefined
    const reply = await controls(method, path.slice('/devnet/'.length), body)
    sendJson(res, reply.status, reply.body)
  }
  let ownOrigins: () => string[] = () => []

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.end()
        return
      }
      const status = error instanceof HttpError ? error.status : 500
      if (status === 500) log(`devnet server: ${String(error)}`)
      setCorsHeaders(res)
      sendJson(res, status, { error: error instanceof Error ? error.message : String(error) })
    })
  })
  server.keepAliveTimeout = 5000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_API_PORT, options.host ?? '127.0.0.1', () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  const base = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`
  ownOrigins = () => [
    new URL(base).origin,
    `http://localhost:${port}`,
    `http://${options.host ?? '127.0.0.1'}:${port}`,
  ]
  const deploymentView = deployment as { contracts?: unknown; tokens?: unknown }
  info = () => ({
    chainId,
    rpcUrl,
    apiUrl: `${base}${API_PATH}`,
    graphqlUrl: `${base}/graphql`,
    bridgeUrl: `${base}/bridge`,
    explorerUrl: `${base}${EXPLORER_PATH}/`,
    contracts: deploymentView.contracts ?? {},
    tokens: deploymentView.tokens ?? {},
    ports: { api: port, rpc: Number(new URL(rpcUrl).port) },
  })

  let closing: Promise<void> | undefined
  return {
    url: base,
    apiUrl: `${base}${API_PATH}`,
    bridgeUrl: `${base}/bridge`,
    port,
    context,
    info: () => info(),
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve())
          server.closeAllConnections()
        })
        await indexer.stop()
        await simulator.save()
        await saveSettings()
        provider.destroy()
      })()
      return closing
    },
  }
}
