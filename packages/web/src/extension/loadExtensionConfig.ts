import { loadRuntimeConfig } from '../config/loadRuntimeConfig.js'
import type { RuntimeConfig } from '../config/parseRuntimeConfig.js'
import type { ChromeApi } from './chromeApi.js'

let cached: Promise<RuntimeConfig> | undefined

/**
 * The extension's networks: `config.json` packaged beside the extension's files (the build ships mainnet and
 * testnet; a test writes the devnet's URLs into its copy). No remote code: the file only names endpoints.
 */
export function loadExtensionConfig(chrome: Pick<ChromeApi, 'runtime'>): Promise<RuntimeConfig> {
  cached ??= loadRuntimeConfig(chrome.runtime.getURL('config.json')).catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}
