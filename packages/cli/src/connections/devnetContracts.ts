import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  type DevnetDeploymentContracts,
  devnetNetworkContracts,
  type NetworkContracts,
} from '@ftm-wallet/sdk'
import type { ResolvedNetwork } from './network.js'
import { nodeHttpFetch } from './nodeHttpFetch.js'

/**
 * Where the last devnet deployment's contracts are kept for runs without its API: a cache, not configuration
 * ($XDG_CACHE_HOME/ftm-wallet, else ~/.cache/ftm-wallet), so a command never writes to the wallet's config dir for it.
 */
export function devnetContractsFile(): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache')
  return join(base, 'ftm-wallet', 'devnet-contracts.json')
}
/** How long the devnet's deployment is waited for before the kept one is used. */
const DEPLOYMENT_TIMEOUT = 2000
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The devnet's own contracts (fMint's address provider, the Uniswap and stake tokenizer contracts, governance) for
 * the JSON-RPC fallback: each devnet deploys its own, so the preset cannot hold them. They are read from the
 * devnet's deployment beside its API and kept (devnetContractsFile); when the API does not answer (or the network is RPC-only) the kept
 * ones are used if the node still has code at their fMint address provider (docs/chain-and-api.md#networks).
 * Other networks: the preset's contracts.
 */
export async function resolveNetworkContracts(
  network: ResolvedNetwork,
): Promise<NetworkContracts | undefined> {
  if (network.name !== 'devnet') return network.preset.contracts
  const file = devnetContractsFile()
  const keptText = await readFile(file, 'utf8').catch(() => null)
  const fresh = await readDeployment(network)
  if (fresh) {
    const text = JSON.stringify(fresh)
    if (text !== keptText) {
      // Keeping them is a convenience: a cache that cannot be written leaves the command as it is.
      await mkdir(dirname(file), { recursive: true })
        .then(() => writeFile(file, text, { mode: 0o600 }))
        .catch(() => undefined)
    }
    return fresh
  }
  const kept = parseKept(keptText)
  if (!kept?.fMintAddressProvider) return kept
  return (await hasCode(network, kept.fMintAddressProvider)) ? kept : undefined
}

async function readDeployment(network: ResolvedNetwork): Promise<NetworkContracts | undefined> {
  const base = network.apiUrls[0]
  if (!base) return undefined
  try {
    const response = await nodeHttpFetch(new URL('/devnet/deployment', base), {
      signal: AbortSignal.timeout(DEPLOYMENT_TIMEOUT),
    })
    if (!response.ok) return undefined
    return devnetNetworkContracts((await response.json()) as DevnetDeploymentContracts)
  } catch {
    // No devnet answers there now: the kept contracts (if any) stand in.
    return undefined
  }
}

function parseKept(raw: string | null): NetworkContracts | undefined {
  if (raw === null) return undefined
  try {
    const value = JSON.parse(raw) as Record<string, unknown>
    const kept: Record<string, unknown> = {}
    for (const [name, address] of Object.entries(value)) {
      if (typeof address === 'string' && ADDRESS.test(address)) kept[name] = address
    }
    if (Array.isArray(value.governance)) kept.governance = value.governance
    return kept as NetworkContracts
  } catch {
    return undefined
  }
}

/** Whether the node has code at `address` (a kept deployment of an earlier devnet has none). */
async function hasCode(network: ResolvedNetwork, address: string): Promise<boolean> {
  const url = network.rpcUrls[0]
  if (!url) return false
  try {
    const response = await nodeHttpFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [address, 'latest'] }),
      signal: AbortSignal.timeout(DEPLOYMENT_TIMEOUT),
    })
    const { result } = (await response.json()) as { result?: unknown }
    return typeof result === 'string' && result !== '0x'
  } catch {
    return false
  }
}
