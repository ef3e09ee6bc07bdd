#!/usr/bin/env node
// `pnpm web:preview --api URL --rpc URL --port N [--chain-id N] [--explorer URL] [--host H] [--build]`
// Serves the built web wallet with a generated /config.json pointing at the given API and RPC (a devnet by
// default). Without --api it serves the config.json of the build (mainnet, testnet, devnet presets).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { devnetNetworkContracts } from '@ftm-wallet/sdk'
import { createDevnetConfig, startPreviewServer } from './previewServer.mjs'

const pkg = fileURLToPath(new URL('..', import.meta.url))
const dist = fileURLToPath(new URL('../dist', import.meta.url))

const { values } = parseArgs({
  options: {
    api: { type: 'string', multiple: true },
    rpc: { type: 'string' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    'chain-id': { type: 'string' },
    explorer: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
})

if (values.build || !existsSync(`${dist}/index.html`)) {
  process.stdout.write('[web:preview] building the web wallet\n')
  const built = spawnSync('pnpm', ['exec', 'vite', 'build'], { cwd: pkg, stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

/**
 * A devnet's contracts for the JSON-RPC fallback (fMint, governance), from its deployment beside its API; nothing
 * when the server is no devnet or does not answer now.
 */
async function devnetContracts(apiUrl) {
  try {
    const response = await fetch(new URL('/devnet/deployment', apiUrl), { signal: AbortSignal.timeout(5000) })
    return response.ok ? devnetNetworkContracts(await response.json()) : undefined
  } catch {
    return undefined
  }
}

let config
if (values.api?.length) {
  if (!values.rpc) {
    process.stderr.write('[web:preview] --rpc URL is required with --api\n')
    process.exit(2)
  }
  config = createDevnetConfig({
    api: values.api,
    rpc: values.rpc,
    chainId: values['chain-id'] ? Number(values['chain-id']) : undefined,
    explorer: values.explorer,
    contracts: await devnetContracts(values.api[0]),
  })
}

const server = await startPreviewServer({ root: dist, port: Number(values.port), host: values.host, config })
process.stdout.write(`[web:preview] web wallet at ${server.url}/\n`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)))
}
