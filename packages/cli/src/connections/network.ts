import { type NetworkPreset, networks } from '@ftm-wallet/sdk'
import type { GlobalOptions, NetworkName } from '../invocation/globals.js'
import type { CliConfig } from './config.js'

/** The network a command talks to, after flags, the CLI config and the presets were considered. */
export interface ResolvedNetwork {
  name: NetworkName
  preset: NetworkPreset
  /** Fantom API endpoints, in failover order (the client starts at a random one). */
  apiUrls: string[]
  /** JSON-RPC endpoint (name resolution); undefined on the devnet until asked for (see devnetInfo). */
  rpcUrl: string | undefined
  /**
   * The user named the RPC endpoint (--rpc, FTM_RPC or the CLI config): before it is used, its chain id is checked
   * against the network's (see resolveRpcUrl).
   */
  customRpc: boolean
  /** JSON-RPC endpoints of the fallback (limited mode) or of an RPC-only network. */
  rpcUrls: string[]
  /** No Fantom API: every query a node can answer goes to JSON-RPC (--rpc-only or `settings set rpc-only true`). */
  rpcOnly: boolean
  /** Where the explorer shows a transaction. */
  explorerUrl(hash: string): string
}

/**
 * --network, else the configured network, else devnet. Endpoints: --api/--rpc, else those configured for
 * that network, else the preset's. On the devnet the RPC URL defaults to the one the devnet reports.
 */
export function resolveNetwork(globals: GlobalOptions, config: CliConfig): ResolvedNetwork {
  const name = globals.network ?? config.network ?? 'devnet'
  const preset = networks[name]
  const configured = config.endpoints[name] ?? {}
  const rpcOnly = globals.rpcOnly || configured.rpcOnly === true
  const apiUrls = rpcOnly
    ? []
    : globals.api.length > 0
      ? globals.api
      : configured.api?.length
        ? configured.api
        : [...preset.apiUrls]
  const explicitRpc = globals.rpc ?? configured.rpc
  const rpcUrl = explicitRpc ?? (name === 'devnet' ? undefined : preset.rpcUrl)
  const rpcUrls = explicitRpc ? [explicitRpc] : [...preset.rpcUrls]
  // The devnet serves its explorer links next to its API, wherever that runs.
  const explorer =
    name === 'devnet' && apiUrls[0] ? new URL('/explorer/', apiUrls[0]).href : preset.explorer.url
  const base = explorer.endsWith('/') ? explorer : `${explorer}/`
  return {
    name,
    preset: { ...preset, apiUrls },
    apiUrls,
    rpcUrl,
    customRpc: explicitRpc !== undefined,
    rpcUrls,
    rpcOnly,
    explorerUrl: (hash) => `${base}${preset.explorer.transactionPath}/${hash}`,
  }
}
