// A small static server for the built web wallet (node:http, no dependencies). It serves dist/ with an
// index.html fallback for client-side routes, and answers /config.json with the runtime config it was given,
// so one build can point at mainnet, testnet or any devnet.
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import {
  buildContentSecurityPolicy,
  connectSourcesOf,
  endpointOrigins,
  securityHeaders,
} from './contentSecurityPolicy.mjs'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
}

/**
 * Builds the runtime config for one devnet-like network from API and RPC URLs. The devnet deploys the stake
 * tokenizer and sFTM, so Mint sFTM (a config feature, off by default) is on.
 */
export function createDevnetConfig({ api, rpc, chainId = 4003, explorer, contracts, rpcOnly }) {
  const apiUrls = Array.isArray(api) ? api : [api]
  const network = { preset: 'devnet', id: 'devnet', apiUrls, rpcUrl: rpc, chainId }
  if (explorer) network.explorerUrl = explorer
  // The devnet's own contracts (its deployment), for fMint and governance over JSON-RPC in limited mode.
  if (contracts) network.contracts = contracts
  if (rpcOnly) network.rpcOnly = true
  return { defaultNetwork: 'devnet', networks: [network], features: { mintSFTM: true } }
}

/** A request path that is not valid percent-encoding: answered 400, the server keeps serving. */
class MalformedUrlError extends Error {}

async function fileAt(root, urlPath) {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/')
  } catch {
    throw new MalformedUrlError(urlPath)
  }
  const full = normalize(join(root, decoded))
  if (full !== root && !full.startsWith(root + sep)) return undefined
  try {
    const info = await stat(full)
    if (info.isFile()) return { path: full, size: info.size }
  } catch {
    // A missing file falls through to the SPA fallback below.
  }
  return undefined
}

/**
 * Serves `root` (the built app) on `port` (0 = any free port). Returns the URL and a close function.
 * @param {{ root: string, port?: number, host?: string, config?: object }} options
 */
/**
 * The policy the server sends: connect-src = the endpoints of the config it serves (plus WalletConnect's hosts when
 * the config has a project id); without a config, the one the build put into index.html; frame-ancestors 'none'.
 */
async function policyFor(base, config) {
  const networks = Array.isArray(config?.networks) ? config.networks : []
  let connect = endpointOrigins(networks)
  let walletConnect = Boolean(config?.walletConnectProjectId)
  if (!config || connect.length === 0) {
    const html = await readFile(join(base, 'index.html'), 'utf8').catch(() => '')
    const meta = html
      .match(/http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1]
      ?.replaceAll('&quot;', '"')
    connect = meta ? connectSourcesOf(meta) : []
    walletConnect = true
  }
  return buildContentSecurityPolicy({ connect, walletConnect, frameAncestors: true })
}

export async function startPreviewServer({ root, port = 0, host = '127.0.0.1', config }) {
  const base = resolve(root)
  let configBody = config ? JSON.stringify(config) : undefined
  const headers = securityHeaders(await policyFor(base, config))
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    serve(req, res).catch((error) => {
      const status = error instanceof MalformedUrlError ? 400 : 500
      if (!res.headersSent) res.writeHead(status, { 'content-type': TYPES['.txt'] })
      res.end(status === 400 ? 'Bad request: malformed URL' : 'Internal error')
    })
  })
  async function serve(req, res) {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (path === '/config.json' && configBody) {
      res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': 'no-store' })
      res.end(configBody)
      return
    }
    let file = await fileAt(base, path)
    const wantsAsset = extname(path) !== ''
    if (!file && !wantsAsset) file = await fileAt(base, '/index.html')
    if (!file) {
      res.writeHead(404, { 'content-type': TYPES['.txt'] })
      res.end('Not found')
      return
    }
    const type = TYPES[extname(file.path)] ?? 'application/octet-stream'
    const immutable = path.startsWith('/assets/')
    res.writeHead(200, {
      'content-type': type,
      'content-length': file.size,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    if (req.method === 'HEAD') return res.end()
    createReadStream(file.path).pipe(res)
  }
  await new Promise((ok, fail) => {
    server.once('error', fail)
    server.listen(port, host, ok)
  })
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`
  return {
    url,
    // Serves another runtime config from now on (same origin, so the same stored wallets); the security headers stay
    // those of the first config, so its endpoints must be among the first one's.
    setConfig: (next) => {
      configBody = JSON.stringify(next)
    },
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.()
        server.close(() => ok())
      }),
  }
}
