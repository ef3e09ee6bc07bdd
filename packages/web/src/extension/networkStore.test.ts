// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTestNetworkStore } from './networkStore.test-util.js'

const custom = {
  chainId: 1337,
  name: 'Local chain',
  rpcUrls: ['http://127.0.0.1:8545/'],
  nativeCurrency: { name: 'Test', symbol: 'TST', decimals: 18 },
}

describe('the extension’s network store', () => {
  it('knows the configured networks, Opera mainnet and testnet, and the added ones', async () => {
    const store = createTestNetworkStore()
    expect((await store.list()).map((n) => n.id)).toEqual(['devnet', 'mainnet', 'testnet'])
    expect((await store.active()).id).toBe('devnet')
    await store.addCustom(custom)
    await store.addCustom({ ...custom, name: 'Renamed' })
    expect((await store.list()).map((n) => n.name).slice(3)).toEqual(['Renamed'])
    expect(await store.findByChainId(1337)).toMatchObject({ id: 'custom-1337', rpcUrls: custom.rpcUrls })
  })

  it('switches only to a known network; a removed custom network falls back to the default', async () => {
    const store = createTestNetworkStore()
    expect(await store.setActive('nowhere')).toBe(false)
    expect(await store.setActive('testnet')).toBe(true)
    expect((await store.active()).chainId).toBe(4002)
    await store.addCustom(custom)
    await store.setActive('custom-1337')
    expect((await store.active()).chainId).toBe(1337)
    await store.removeCustom(1337)
    expect((await store.active()).id).toBe('devnet')
  })

  it('never lets a custom network shadow a configured chain', async () => {
    const store = createTestNetworkStore()
    await store.addCustom({ ...custom, chainId: 4003, name: 'Fake devnet' })
    expect((await store.findByChainId(4003))?.name).not.toBe('Fake devnet')
  })
})
