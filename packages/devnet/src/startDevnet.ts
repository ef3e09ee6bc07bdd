import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  ADMIN_KEY_FILE,
  advanceChain,
  CHAIN_STATE_FILE,
  DEPLOYMENT_FILE,
  DeploymentMismatchError,
  type DevnetDeployment,
  deployDevnet,
  fundAddress,
  startAnvil,
} from './chain/index.js'
import { DEFAULT_API_PORT, DEFAULT_RPC_PORT, DEVNET_CHAIN_ID } from './constants.js'
import { createDevnetServer, type DevnetInfo } from './server/createDevnetServer.js'
import { SERVER_FILES } from './server/serverFiles.js'
import { copySeededTemplate } from './template/seededTemplate.js'

export interface StartDevnetOptions {
  /** Where the chain, deployment, index and settings live; default: a fresh temp dir removed on stop(). */
  dataDir?: string
  /** Start from a new chain: deletes the devnet's files in `dataDir` first. */
  reset?: boolean
  /** API and JSON-RPC ports (0 = a free one; `ports: 0` = both). Default 16761 and 8545. */
  ports?: { api?: number; rpc?: number } | 0
  /** Interface to listen on; default 127.0.0.1. */
  host?: string
  /** Deploy the DeFi contracts and pools (default true). */
  defi?: boolean
  /** Bridge token (Basic auth + envelope keys); default none. */
  bridgeToken?: string
  /** Receives progress and warnings (one line each); default silent. */
  log?: (line: string) => void
  /**
   * With no `dataDir`: start from a copy of a freshly seeded template chain instead of deploying and seeding
   * again (default true; env FTM_DEVNET_TEMPLATE=0 turns it off). Each copy is an independent chain.
   */
  template?: boolean
}

/** A running devnet: chain + contracts + API server. */
export interface Devnet {
  /** GraphQL endpoint, e.g. http://127.0.0.1:16761/api */
  apiUrl: string
  /** anvil's JSON-RPC endpoint. */
  rpcUrl: string
  /** Bridge simulator base URL (`<server>/bridge`). */
  bridgeUrl: string
  /** Server base URL (controls under `/devnet/`). */
  url: string
  dataDir: string
  /** What GET /devnet/info answers: chain id, URLs, contracts, tokens, ports. */
  info: DevnetInfo
  deployment: DevnetDeployment
  /** True when this devnet's chain is new: deployed now, or copied from the seeded template. */
  fresh: boolean
  /** Stops the API server and the chain, saving both (and removes a temp data dir). Idempotent. */
  stop(): Promise<void>
}

const DEVNET_FILES = [CHAIN_STATE_FILE, DEPLOYMENT_FILE, ADMIN_KEY_FILE, ...SERVER_FILES]

function resolvePorts(ports: StartDevnetOptions['ports']): { api: number; rpc: number } {
  if (ports === 0) return { api: 0, rpc: 0 }
  return { api: ports?.api ?? DEFAULT_API_PORT, rpc: ports?.rpc ?? DEFAULT_RPC_PORT }
}

/**
 * Starts a devnet in this process: anvil (chain id 4003) with its state in `dataDir`, the contracts deployed and
 * seeded on first start, and the API server (GraphQL, bridge, controls) with its indexer.
 *
 * @example
 * const devnet = await startDevnet({ ports: 0 })
 * await fetch(devnet.apiUrl, { method: 'POST', headers: { 'content-type': 'application/json' },
 *   body: JSON.stringify({ query: '{ gasPrice }' }) })
 * await devnet.stop()
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const log = options.log ?? (() => undefined)
  const temporary = options.dataDir === undefined
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ftm-devnet-'))
  mkdirSync(dataDir, { recursive: true })
  if (options.reset) for (const file of DEVNET_FILES) rmSync(join(dataDir, file), { force: true })
  const ports = resolvePorts(options.ports)
  const host = options.host ?? '127.0.0.1'
  const fromTemplate =
    temporary &&
    options.template !== false &&
    options.defi !== false &&
    process.env.FTM_DEVNET_TEMPLATE !== '0'
  if (fromTemplate) {
    await copySeededTemplate(dataDir, {
      files: DEVNET_FILES,
      log,
      build: async (dir) => {
        const seeded = await startDevnet({ dataDir: dir, ports: 0, host, template: false, log })
        await seeded.stop()
      },
    })
  }

  const anvil = await startAnvil({ dataDir, port: ports.rpc, host })
  try {
    if (anvil.fresh) log('deploying and seeding a new devnet chain…')
    const deployment = await deployDevnet({ rpcUrl: anvil.rpcUrl, dataDir, defi: options.defi }).catch(
      (error) => {
        if (error instanceof DeploymentMismatchError) {
          throw new DeploymentMismatchError(`${error.message} (start with --reset / reset: true)`)
        }
        throw error
      },
    )
    const rpcUrl = anvil.rpcUrl
    const server = await createDevnetServer({
      rpcUrl,
      chainId: deployment.chainId ?? DEVNET_CHAIN_ID,
      deployment,
      dataDir,
      port: ports.api,
      host,
      bridgeToken: options.bridgeToken,
      log,
      chain: {
        fund: (address, amount) => fundAddress({ rpcUrl, deployment, address, amount }),
        advance: (seconds, epochs) => advanceChain({ rpcUrl, deployment, seconds, epochs }),
      },
    })
    let stopping: Promise<void> | undefined
    return {
      apiUrl: server.apiUrl,
      rpcUrl,
      bridgeUrl: server.bridgeUrl,
      url: server.url,
      dataDir,
      info: server.info(),
      deployment,
      fresh: anvil.fresh || fromTemplate,
      stop() {
        stopping ??= (async () => {
          try {
            await server.close()
          } finally {
            await anvil.stop()
            if (temporary) rmSync(dataDir, { recursive: true, force: true })
          }
        })()
        return stopping
      },
    }
  } catch (error) {
    await anvil.stop()
    if (temporary) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
