import { loadRuntimeConfig } from '../config/loadRuntimeConfig.js'
import { parseRuntimeConfig, type RuntimeConfig } from '../config/parseRuntimeConfig.js'
import { type ChromeApi, createChromeStore } from './chromeApi.js'
import {
  ACTIVE_NETWORK_KEY,
  CUSTOM_NETWORKS_KEY,
  createNetworkStore,
  type NetworkStore,
  resolveNetworks,
} from './networkStore.js'
import { NETWORK_CONFIG_KEY } from './protocol.js'

type ExtensionChrome = Pick<ChromeApi, 'runtime' | 'storage'>

let cachedBase: Promise<RuntimeConfig> | undefined
let cached: Promise<RuntimeConfig> | undefined

/**
 * The configured networks: a config stored under `runtimeConfig.v1` in chrome.storage.local (written by the
 * wallet's own contexts, e.g. a test through the service worker), else `config.json` packaged beside the
 * extension's files (the build ships mainnet and testnet). Both hold the web app's config format and only name
 * endpoints: no remote code.
 */
function loadBaseConfig(chrome: ExtensionChrome): Promise<RuntimeConfig> {
  cachedBase ??= (async () => {
    const stored = (await chrome.storage.local.get(NETWORK_CONFIG_KEY))[NETWORK_CONFIG_KEY]
    if (stored !== undefined) return parseRuntimeConfig(stored)
    return loadRuntimeConfig(chrome.runtime.getURL('config.json'))
  })().catch((error: unknown) => {
    cachedBase = undefined
    throw error
  })
  return cachedBase
}

/**
 * The extension's networks: the configured ones plus the stored choices of the network store (the active network,
 * the custom networks; docs/behaviour/extension.md#networks). `network` is the active one.
 */
export function loadExtensionConfig(chrome: ExtensionChrome): Promise<RuntimeConfig> {
  cached ??= (async () => {
    const base = await loadBaseConfig(chrome)
    const stored = await chrome.storage.local.get([ACTIVE_NETWORK_KEY, CUSTOM_NETWORKS_KEY])
    return resolveNetworks(base, { active: stored[ACTIVE_NETWORK_KEY], custom: stored[CUSTOM_NETWORKS_KEY] })
  })().catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}

/** The network store on chrome.storage.local, over the configured networks. */
export function getExtensionNetworkStore(chrome: ExtensionChrome): NetworkStore {
  return createNetworkStore(createChromeStore(chrome.storage.local), () => loadBaseConfig(chrome))
}

/** chrome.storage.local keys whose change means another config (the worker forgets its cache on them). */
export const CONFIG_KEYS: readonly string[] = [NETWORK_CONFIG_KEY, ACTIVE_NETWORK_KEY, CUSTOM_NETWORKS_KEY]

/** Drops the cached config (the stored one changed). */
export function forgetExtensionConfig(): void {
  cachedBase = undefined
  cached = undefined
}
