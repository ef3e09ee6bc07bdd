import { type NetworkContracts, type NetworkPreset, networks } from '@ftm-wallet/sdk'

/**
 * The file `/config.json` served beside the built app names the networks it may talk to, so one build runs
 * against mainnet, testnet or any devnet. A network entry may start from a built-in preset and override fields:
 *
 * { "defaultNetwork": "devnet",
 *   "networks": [{ "preset": "devnet", "apiUrls": ["http://127.0.0.1:40123/api"], "rpcUrl": "http://127.0.0.1:40124/" }],
 *   "features": { "mintSFTM": true } }
 *
 * `rpcUrls` lists the JSON-RPC endpoints of the fallback (default: `rpcUrl`, else the preset's); `"rpcOnly": true`
 * configures the network without the Fantom API (JSON-RPC only, limited mode from the start). `contracts`
 * (`fMint`, `fMintAddressProvider`, `uniswapCoreFactory`, `uniswapRouter`, `stakeTokenizer`,
 * `governance: [{ address, governable, name }]`, default: the preset's) names the contracts fMint, the DeFi
 * settings and governance are read from over JSON-RPC — a devnet's come from its deployment.
 */
export interface RuntimeConfig {
  readonly networks: readonly NetworkPreset[]
  readonly network: NetworkPreset
  readonly features: RuntimeFeatures
  /** WalletConnect Cloud project id (optional); without it the WalletConnect entry says 'No project id provided'. */
  readonly walletConnectProjectId?: string | undefined
}

/**
 * Features gated by configuration (docs/behaviour/app-shell.md#feature-flags). Each is off unless `features` in
 * config.json turns it on.
 */
export interface RuntimeFeatures {
  /** Mint sFTM against a locked delegation (needs the stake tokenizer and sFTM deployed on the network). */
  readonly mintSFTM: boolean
}

export const DEFAULT_FEATURES: RuntimeFeatures = Object.freeze({ mintSFTM: false })

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError'
}

type PresetId = keyof typeof networks

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function optionalString(entry: Record<string, unknown>, key: string, where: string): string | undefined {
  const value = entry[key]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || value === '')
    throw new RuntimeConfigError(`${where}.${key} must be a string`)
  return value
}

/**
 * A devnet's explorer is the one its own server serves beside its API (`<server>/explorer/`, its index's
 * transaction and address pages), not the preset's fixed port; with no API there is no explorer and the app shows
 * no link (an empty `url`, see ui/useExplorer.ts).
 */
function devnetExplorer(apiUrls: readonly string[]): NetworkPreset['explorer'] {
  const apiUrl = apiUrls[0]
  const url = apiUrl ? new URL('/explorer/', apiUrl).href : ''
  return { url, transactionPath: 'tx', validatorUrl: url }
}

function parseNetwork(entry: unknown, index: number): NetworkPreset {
  const where = `networks[${index}]`
  if (!isRecord(entry)) throw new RuntimeConfigError(`${where} must be an object`)
  const presetId = optionalString(entry, 'preset', where)
  if (presetId !== undefined && !(presetId in networks)) {
    throw new RuntimeConfigError(`${where}.preset must be one of ${Object.keys(networks).join(', ')}`)
  }
  const base: Partial<NetworkPreset> = presetId ? networks[presetId as PresetId] : {}
  const rpcOnly = entry.rpcOnly ?? false
  if (typeof rpcOnly !== 'boolean') throw new RuntimeConfigError(`${where}.rpcOnly must be true or false`)
  const apiUrls = rpcOnly ? [] : (entry.apiUrls ?? base.apiUrls)
  if (
    !Array.isArray(apiUrls) ||
    (apiUrls.length === 0 && !rpcOnly) ||
    apiUrls.some((u) => typeof u !== 'string')
  ) {
    throw new RuntimeConfigError(`${where}.apiUrls must be a non-empty list of URLs`)
  }
  const chainId = entry.chainId ?? base.chainId
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId <= 0) {
    throw new RuntimeConfigError(`${where}.chainId must be a positive integer`)
  }
  const explicitRpc = optionalString(entry, 'rpcUrl', where)
  const rpcUrls = entry.rpcUrls ?? (explicitRpc ? [explicitRpc] : base.rpcUrls)
  if (
    rpcUrls !== undefined &&
    (!Array.isArray(rpcUrls) || rpcUrls.some((u) => typeof u !== 'string' || u === ''))
  ) {
    throw new RuntimeConfigError(`${where}.rpcUrls must be a list of URLs`)
  }
  const rpcUrl = explicitRpc ?? (rpcUrls as string[] | undefined)?.[0] ?? base.rpcUrl
  if (!rpcUrl) throw new RuntimeConfigError(`${where}.rpcUrl is required`)
  const id = optionalString(entry, 'id', where) ?? base.id
  if (!id) throw new RuntimeConfigError(`${where}.id is required`)
  const explorerUrl = optionalString(entry, 'explorerUrl', where)
  const explorer = explorerUrl
    ? { url: explorerUrl, transactionPath: base.explorer?.transactionPath ?? 'tx', validatorUrl: explorerUrl }
    : presetId === 'devnet'
      ? devnetExplorer(apiUrls as string[])
      : base.explorer
  if (!explorer) throw new RuntimeConfigError(`${where}.explorerUrl is required`)
  const name = optionalString(entry, 'name', where) ?? base.name ?? id
  return {
    id,
    name,
    chainName: optionalString(entry, 'chainName', where) ?? base.chainName ?? name,
    chainId,
    apiUrls: apiUrls as string[],
    rpcUrl,
    rpcUrls: (rpcUrls as string[] | undefined) ?? [rpcUrl],
    explorer,
    gasBuffer: base.gasBuffer ?? networks.devnet.gasBuffer,
    nativeCurrency: base.nativeCurrency ?? networks.mainnet.nativeCurrency,
    ...(entry.contracts !== undefined
      ? { contracts: parseContracts(entry.contracts, `${where}.contracts`) }
      : base.contracts
        ? { contracts: base.contracts }
        : {}),
  }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The contracts a network names by one address each (NetworkContracts). */
const SINGLE_CONTRACTS = [
  'fMint',
  'fMintAddressProvider',
  'uniswapCoreFactory',
  'uniswapRouter',
  'stakeTokenizer',
] as const

function parseContracts(value: unknown, where: string): NetworkContracts {
  if (!isRecord(value)) throw new RuntimeConfigError(`${where} must be an object`)
  const address = (v: unknown, at: string) => {
    if (typeof v !== 'string' || !ADDRESS.test(v)) throw new RuntimeConfigError(`${at} must be an address`)
    return v
  }
  const governance = value.governance ?? []
  if (!Array.isArray(governance)) throw new RuntimeConfigError(`${where}.governance must be a list`)
  const single: Record<string, string> = {}
  for (const key of SINGLE_CONTRACTS) {
    if (value[key] !== undefined) single[key] = address(value[key], `${where}.${key}`)
  }
  return {
    ...single,
    ...(governance.length === 0
      ? {}
      : {
          governance: governance.map((g: unknown, i: number) => {
            const at = `${where}.governance[${i}]`
            if (!isRecord(g)) throw new RuntimeConfigError(`${at} must be an object`)
            if (typeof g.name !== 'string') throw new RuntimeConfigError(`${at}.name must be a string`)
            return {
              address: address(g.address, `${at}.address`),
              governable: address(g.governable, `${at}.governable`),
              name: g.name,
            }
          }),
        }),
  }
}

function parseFeatures(value: unknown): RuntimeFeatures {
  if (value === undefined) return DEFAULT_FEATURES
  if (!isRecord(value)) throw new RuntimeConfigError('features must be an object')
  const known = Object.keys(DEFAULT_FEATURES)
  const features: Record<string, boolean> = { ...DEFAULT_FEATURES }
  for (const [key, flag] of Object.entries(value)) {
    if (!known.includes(key)) {
      throw new RuntimeConfigError(`features.${key} is not a known feature (known: ${known.join(', ')})`)
    }
    if (typeof flag !== 'boolean') throw new RuntimeConfigError(`features.${key} must be true or false`)
    features[key] = flag
  }
  return features as unknown as RuntimeFeatures
}

/** Checks the JSON of `/config.json` and resolves it to network presets. Throws RuntimeConfigError. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRecord(json)) throw new RuntimeConfigError('config.json must hold an object')
  if (!Array.isArray(json.networks) || json.networks.length === 0) {
    throw new RuntimeConfigError('config.json must list at least one network')
  }
  const list = json.networks.map(parseNetwork)
  const wanted = json.defaultNetwork ?? list[0]?.id
  const network = list.find((n) => n.id === wanted)
  if (!network) throw new RuntimeConfigError(`defaultNetwork "${String(wanted)}" is not among the networks`)
  const walletConnectProjectId = json.walletConnectProjectId
  if (
    walletConnectProjectId !== undefined &&
    (typeof walletConnectProjectId !== 'string' || !walletConnectProjectId)
  ) {
    throw new RuntimeConfigError('walletConnectProjectId must be a non-empty string')
  }
  return {
    networks: list,
    network,
    features: parseFeatures(json.features),
    ...(walletConnectProjectId ? { walletConnectProjectId } : {}),
  }
}
