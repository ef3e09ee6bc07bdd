import { type KeyValueStorage, serializeRecord } from '@ftm-wallet/sdk'
import { CliError } from '../errors/CliError.js'
import { assertHttpUrl, isNetworkName, type NetworkName } from '../invocation/globals.js'

/** Endpoints chosen for one network with `ftm settings set api|rpc`. */
export interface NetworkEndpoints {
  api?: string[]
  rpc?: string
  /** The network is used without the Fantom API (JSON-RPC only). */
  rpcOnly?: boolean
  /** Base URL of the bridge service (on the devnet it is asked from the devnet). */
  bridge?: string
  /** The mintSFTM feature flag, when set (see mintSftmEnabled). */
  mintSftm?: boolean
}

/** The CLI's own settings (record `cli` next to the SDK's records in the config dir). */
export interface CliConfig {
  /** The network used when --network is not given (devnet until configured). */
  network?: NetworkName
  endpoints: Partial<Record<NetworkName, NetworkEndpoints>>
}

export const CLI_CONFIG_KEY = 'cli'
const VERSION = 1

function parseEndpoints(value: unknown): NetworkEndpoints | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { api, rpc, bridge, rpcOnly, mintSftm } = value as {
    api?: unknown
    rpc?: unknown
    bridge?: unknown
    rpcOnly?: unknown
    mintSftm?: unknown
  }
  const out: NetworkEndpoints = {}
  if (Array.isArray(api) && api.every((url) => typeof url === 'string')) out.api = api.map(assertHttpUrl)
  if (typeof rpc === 'string') out.rpc = assertHttpUrl(rpc)
  if (typeof bridge === 'string') out.bridge = assertHttpUrl(bridge)
  if (rpcOnly === true) out.rpcOnly = true
  if (typeof mintSftm === 'boolean') out.mintSftm = mintSftm
  return out
}

/**
 * The mintSFTM feature flag of a network (docs/behaviour/sftm.md#feature-flag): `ftm settings set mint-sftm
 * true|false`; unset, on for the devnet (as the devnet configuration of the web turns it on) and off elsewhere.
 */
export function mintSftmEnabled(config: CliConfig, network: NetworkName): boolean {
  return config.endpoints[network]?.mintSftm ?? network === 'devnet'
}

/** Reads the CLI config; an unreadable record is reported (exit code 2) rather than silently replaced. */
export async function loadCliConfig(storage: KeyValueStorage): Promise<CliConfig> {
  const raw = await storage.get(CLI_CONFIG_KEY)
  if (raw === null) return { endpoints: {} }
  try {
    const { version, data } = JSON.parse(raw) as { version?: unknown; data?: Record<string, unknown> }
    if (version !== VERSION || typeof data !== 'object' || data === null) throw new Error('bad envelope')
    const config: CliConfig = { endpoints: {} }
    if (isNetworkName(data.network)) config.network = data.network
    const endpoints = (data.endpoints ?? {}) as Record<string, unknown>
    for (const [name, value] of Object.entries(endpoints)) {
      const parsed = parseEndpoints(value)
      if (isNetworkName(name) && parsed) config.endpoints[name] = parsed
    }
    return config
  } catch (cause) {
    throw new CliError(
      'CONFIG_INVALID',
      `The CLI config (${CLI_CONFIG_KEY}.json in the config dir) is unreadable: fix or delete it`,
      2,
      { cause },
    )
  }
}

export async function saveCliConfig(storage: KeyValueStorage, config: CliConfig): Promise<void> {
  await storage.set(CLI_CONFIG_KEY, serializeRecord(VERSION, config))
}
