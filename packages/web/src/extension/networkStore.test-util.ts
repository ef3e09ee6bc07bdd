import { parseRuntimeConfig } from '../config/parseRuntimeConfig.js'
import { createNetworkStore } from './networkStore.js'

/** The network store on a Map, over a config of the devnet (chain 4003) only, as the e2e tests configure it. */
export function createTestNetworkStore(map = new Map<string, unknown>()) {
  const base = parseRuntimeConfig({
    networks: [{ preset: 'devnet', apiUrls: ['http://127.0.0.1:1/api'], rpcUrl: 'http://127.0.0.1:2/' }],
  })
  return createNetworkStore(
    { get: async (k) => map.get(k), set: async (k, v) => void map.set(k, v) },
    async () => base,
  )
}
