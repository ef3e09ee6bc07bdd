// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { forgetExtensionConfig, loadExtensionConfig } from './loadExtensionConfig.js'

const packaged = { defaultNetwork: 'testnet', networks: [{ preset: 'mainnet' }, { preset: 'testnet' }] }

/** The two places the extension reads: chrome.storage.local and its packaged config.json (a data: URL here). */
function extension(stored: Record<string, unknown>) {
  return {
    runtime: { getURL: () => `data:application/json,${encodeURIComponent(JSON.stringify(packaged))}` },
    storage: {
      local: {
        get: async (keys: string | string[]) =>
          Object.fromEntries([keys].flat().flatMap((k) => (k in stored ? [[k, stored[k]]] : []))),
      },
    },
  } as unknown as Parameters<typeof loadExtensionConfig>[0]
}

describe('loadExtensionConfig', () => {
  it('reads the packaged config.json when nothing is stored', async () => {
    forgetExtensionConfig()
    expect((await loadExtensionConfig(extension({}))).network.chainId).toBe(4002)
  })

  it('prefers a stored config, and rereads after it is forgotten', async () => {
    forgetExtensionConfig()
    const stored = {
      'runtimeConfig.v1': {
        networks: [{ preset: 'devnet', apiUrls: ['http://127.0.0.1:1/api'], rpcUrl: 'http://127.0.0.1:2/' }],
      },
    }
    const config = await loadExtensionConfig(extension(stored))
    expect(config.network).toMatchObject({ chainId: 4003, rpcUrl: 'http://127.0.0.1:2/' })
    expect(await loadExtensionConfig(extension({}))).toBe(config)
    forgetExtensionConfig()
    expect((await loadExtensionConfig(extension({}))).network.chainId).toBe(4002)
  })

  it('fails with the config error for a bad stored config, and tries again next time', async () => {
    forgetExtensionConfig()
    await expect(loadExtensionConfig(extension({ 'runtimeConfig.v1': { networks: [] } }))).rejects.toThrow(
      'config.json must list at least one network',
    )
    expect((await loadExtensionConfig(extension({}))).network.chainId).toBe(4002)
  })

  it('applies the stored active network and the custom networks', async () => {
    forgetExtensionConfig()
    const custom = {
      chainId: 1337,
      name: 'Local chain',
      rpcUrls: ['http://127.0.0.1:8545/'],
      nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 },
    }
    const config = await loadExtensionConfig(
      extension({ 'activeNetwork.v1': 'custom-1337', 'customNetworks.v1': [custom, { chainId: 'bad' }] }),
    )
    expect(config.networks.map((n) => n.chainId)).toEqual([250, 4002, 1337])
    expect(config.network).toMatchObject({
      id: 'custom-1337',
      chainId: 1337,
      apiUrls: [],
      rpcUrl: custom.rpcUrls[0],
    })
    forgetExtensionConfig()
    // An active id that is no longer known falls back to the config's default.
    expect(
      (await loadExtensionConfig(extension({ 'activeNetwork.v1': 'custom-1337' }))).network.chainId,
    ).toBe(4002)
  })
})
