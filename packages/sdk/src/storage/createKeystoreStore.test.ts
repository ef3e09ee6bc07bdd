import { describe, expect, it } from 'vitest'
import { encryptKeystore } from '../accounts/keystore/encryptKeystore.js'
import { createKeystoreStore } from './createKeystoreStore.js'
import { createMemoryStorage } from './createMemoryStorage.js'

// A throwaway key made for this test; it never holds funds.
const keystore = await encryptKeystore(`0x${'33'.repeat(32)}`, 'pw', { scryptN: 16 })
const address = `0x${keystore.address}`

describe('keystore table over key-value storage', () => {
  it('stores keystores keyed by checksum address', async () => {
    const storage = createMemoryStorage()
    const store = createKeystoreStore(storage)
    await store.put(address, keystore)
    const [key] = await storage.keys()
    expect(key).toMatch(/^keystore\.0x[0-9a-fA-F]{40}$/)
    expect(key).not.toBe(`keystore.${address}`)
    expect(await store.get(address.toUpperCase().replace('0X', '0x'))).toEqual(keystore)
    expect(await store.list()).toEqual([{ address: key!.slice('keystore.'.length), keystore }])
    await store.remove(address)
    expect(await store.list()).toEqual([])
  })

  it('swap writes the keystore and returns what the address held before', async () => {
    const storage = createMemoryStorage()
    const store = createKeystoreStore(storage)
    expect(await store.swap?.(address, keystore)).toBeNull()
    const replaced = { ...keystore, id: '00000000-0000-4000-8000-000000000000' }
    expect(await store.swap?.(address, replaced)).toEqual(keystore)
    expect(await store.get(address)).toEqual(replaced)
  })

  it('skips but never deletes a record that no longer parses', async () => {
    const storage = createMemoryStorage()
    const store = createKeystoreStore(storage)
    await store.put(address, keystore)
    const [key] = await storage.keys()
    await storage.set(key!, '{broken')
    expect(await store.get(address)).toBeNull()
    expect(await store.list()).toEqual([])
    expect(await storage.get(key!)).toBe('{broken')
  })

  it('rejects a bad address or keystore without writing', async () => {
    const storage = createMemoryStorage()
    const store = createKeystoreStore(storage)
    await expect(store.put('0x12', keystore)).rejects.toMatchObject({ code: 'ADDRESS_INVALID' })
    await expect(store.put(address, { version: 3 } as never)).rejects.toMatchObject({
      code: 'KEYSTORE_INVALID',
    })
    expect(await storage.keys()).toEqual([])
  })
})
