import { loadRuntimeConfig } from '../config/loadRuntimeConfig.js'
import { parseRuntimeConfig, type RuntimeConfig } from '../config/parseRuntimeConfig.js'
import type { ChromeApi } from './chromeApi.js'
import { NETWORK_CONFIG_KEY } from './protocol.js'

let cached: Promise<RuntimeConfig> | undefined

/**
 * The extension's networks: a config stored under `runtimeConfig.v1` in chrome.storage.local (written by the
 * wallet's own contexts, e.g. a test through the service worker), else `config.json` packaged beside the
 * extension's files (the build ships mainnet and testnet). Both hold the web app's config format and only name
 * endpoints: no remote code.
 */
export function loadExtensionConfig(chrome: Pick<ChromeApi, 'runtime' | 'storage'>): Promise<RuntimeConfig> {
  cached ??= (async () => {
    const stored = (await chrome.storage.local.get(NETWORK_CONFIG_KEY))[NETWORK_CONFIG_KEY]
    if (stored !== undefined) return parseRuntimeConfig(stored)
    return loadRuntimeConfig(chrome.runtime.getURL('config.json'))
  })().catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}

/** Drops the cached config (the stored one changed). */
export function forgetExtensionConfig(): void {
  cached = undefined
}
