import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { StorageError } from '../errors/StorageError.js'
import { createKeystoreStore } from '../storage/createKeystoreStore.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import type { KeyValueStorage } from '../storage/types.js'
import { ACCOUNTS_RECORD_KEY, createAccountsService } from './createAccountsService.js'
import { decryptAccountKeystore } from './keystore/decryptAccountKeystore.js'
import { encryptKeystore } from './keystore/encryptKeystore.js'

// Throwaway keys made for this test; they never hold funds.
const keystore = await encryptKeystore(`0x${'55'.repeat(32)}`, 'Pass-word-1', { scryptN: 16 })
const other = await encryptKeystore(`0x${'66'.repeat(32)}`, 'Pass-word-1', { scryptN: 16 })
const K = getAddress(`0x${keystore.address}`)
const L = getAddress(`0x${other.address}`)
const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const setup = async (storage: KeyValueStorage = createMemoryStorage()) => {
  const keystores = createKeystoreStore(storage)
  const service = await createAccountsService({ storage, keystores, now: () => 42 })
  return { storage, keystores, service }
}

const snapshot = async (storage: KeyValueStorage) =>
  Object.fromEntries(await Promise.all((await storage.keys()).map(async (k) => [k, await storage.get(k)])))

/** Writes of the account list fail ('disk full') until the returned function is called; other keys still write. */
const failListWrites = (storage: KeyValueStorage) => {
  const set = storage.set
  storage.set = async (key, value) => {
    if (key === ACCOUNTS_RECORD_KEY) throw new Error('disk full')
    return set(key, value)
  }
  return () => {
    storage.set = set
  }
}

describe('accounts service', () => {
  it('persists accounts and their keystores, and loads them back', async () => {
    const { storage, keystores, service } = await setup()
    const seen: number[] = []
    service.subscribe((state) => seen.push(state.accounts.length))
    await service.addAccount({ address: K, type: 'keystore', keystore })
    await service.addAccount({ address: A, type: 'metamask', name: 'Browser' })
    await service.setActiveAccount({ address: A, type: 'metamask' })
    expect(seen).toEqual([1, 2, 2])
    expect(await keystores.get(K)).toEqual(keystore)
    const reloaded = await setup(storage)
    expect(reloaded.service.getState()).toEqual(service.getState())
    expect(reloaded.service.getActiveAccount()?.name).toBe('Browser')
    expect(reloaded.service.loaded).toEqual({ recoveredAccounts: 0 })
  })

  it('adds and activates in one write of the list with activate, and selects a duplicate it is given', async () => {
    const { storage, keystores, service } = await setup()
    await service.addAccount({ address: A, type: 'metamask' })
    const writes: string[] = []
    const set = storage.set
    storage.set = async (key, value) => {
      writes.push(key)
      return set(key, value)
    }
    const seen: (string | undefined)[] = []
    service.subscribe((state) => seen.push(state.active?.address))
    const added = await service.addAccount({ address: K, type: 'keystore', keystore, activate: true })
    expect(added).toMatchObject({ address: K, name: 'Wallet 2' })
    expect(writes.filter((key) => key === ACCOUNTS_RECORD_KEY)).toHaveLength(1)
    expect(seen).toEqual([K])
    expect(await keystores.get(K)).toEqual(keystore)
    expect((await setup(storage)).service.getActiveAccount()).toMatchObject({ address: K, type: 'keystore' })
    // A duplicate with activate writes only the selection; an active duplicate writes nothing.
    writes.length = 0
    await service.addAccount({ address: A, type: 'metamask', activate: true })
    expect(service.getActiveAccount()).toMatchObject({ address: A, type: 'metamask' })
    expect(writes).toEqual([ACCOUNTS_RECORD_KEY])
    await service.addAccount({ address: A, type: 'metamask', activate: true })
    expect(writes).toEqual([ACCOUNTS_RECORD_KEY])
  })

  it('writes nothing for a duplicate or for bad input', async () => {
    const { storage, service } = await setup()
    await service.addAccount({ address: A, type: 'metamask' })
    const before = await snapshot(storage)
    await service.addAccount({ address: A.toLowerCase(), type: 'metamask', name: 'x' })
    await expect(service.addAccount({ address: 'bad', type: 'metamask' })).rejects.toMatchObject({
      code: 'ADDRESS_INVALID',
    })
    await expect(service.addAccount({ address: L, type: 'keystore', keystore })).rejects.toMatchObject({
      code: 'KEYSTORE_INVALID',
    })
    await expect(
      service.updateAccount({ address: A, type: 'metamask', name: '', order: 1 }),
    ).rejects.toMatchObject({
      code: 'NAME_BLANK',
    })
    await expect(service.removeAccount({ address: K, type: 'keystore' })).rejects.toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
    })
    expect(await snapshot(storage)).toEqual(before)
  })

  it('undoes the keystore table write when saving the list fails', async () => {
    const { storage, keystores, service } = await setup()
    failListWrites(storage)
    await expect(service.addAccount({ address: K, type: 'keystore', keystore })).rejects.toMatchObject({
      code: 'STORAGE_WRITE_FAILED',
    })
    expect(await keystores.get(K)).toBeNull()
    expect(service.getState().accounts).toEqual([])
  })

  it("adds a keystore with the table's swap where it has one: one step, and the undo puts back the row it returned", async () => {
    const { storage, keystores, service } = await setup()
    await keystores.put(K, other) // a row the list does not know (e.g. left by a failed removal)
    const calls: string[] = []
    const swap = keystores.swap?.bind(keystores)
    keystores.swap = async (address, file) => {
      calls.push('swap')
      return (await swap?.(address, file)) ?? null
    }
    const { get, put } = keystores
    keystores.get = async (address) => {
      calls.push('get')
      return get(address)
    }
    keystores.put = async (address, file) => {
      calls.push('put')
      return put(address, file)
    }
    const restoreWrites = failListWrites(storage)
    await expect(service.addAccount({ address: K, type: 'keystore', keystore })).rejects.toMatchObject({
      code: 'STORAGE_WRITE_FAILED',
    })
    // One swap to add, one put to undo: the row is what it was.
    expect(calls).toEqual(['swap', 'put'])
    expect(await get(K)).toEqual(other)
    restoreWrites()
    calls.length = 0
    await service.addAccount({ address: K, type: 'keystore', keystore })
    expect(calls).toEqual(['swap'])
    expect(await get(K)).toEqual(keystore)
  })

  it('removes the account, clears it as active and deletes its stored keystore', async () => {
    const { keystores, service } = await setup()
    await service.addAccount({ address: K, type: 'keystore', keystore })
    await service.setActiveAccount({ address: K, type: 'keystore' })
    await service.removeAccount({ address: K, type: 'keystore' })
    expect(service.getState()).toEqual({ accounts: [], active: null })
    expect(await keystores.get(K)).toBeNull()
  })

  it('moves a corrupt list aside and rebuilds keystore accounts from the table: keystores are never dropped', async () => {
    const { storage, service } = await setup()
    await service.addAccount({ address: A, type: 'metamask' })
    await service.addAccount({ address: K, type: 'keystore', keystore })
    await service.addAccount({ address: L, type: 'keystore', keystore: other })
    const corrupt = '{"version":1,"data":{"accounts":[{"address":42}]'
    await storage.set(ACCOUNTS_RECORD_KEY, corrupt)

    const { service: reloaded, keystores } = await setup(storage)
    expect(reloaded.loaded).toEqual({ quarantinedKey: 'accounts.corrupt-42', recoveredAccounts: 2 })
    expect(await storage.get('accounts.corrupt-42')).toBe(corrupt)
    expect(
      reloaded
        .getState()
        .accounts.map((a) => [a.address, a.type])
        .sort(),
    ).toEqual(
      [
        [K, 'keystore'],
        [L, 'keystore'],
      ].sort(),
    )
    expect((await keystores.list()).length).toBe(2)
  })

  it('copies a keystore that is missing from the table into it on load', async () => {
    const { storage, keystores, service } = await setup()
    await service.addAccount({ address: K, type: 'keystore', keystore })
    await keystores.remove(K)
    await setup(storage)
    expect(await keystores.get(K)).toEqual(keystore)
  })

  it('hands the list to onListRead before the keystore table is checked, and the rebuilt list after a corrupt one', async () => {
    const { storage, service } = await setup()
    await service.addAccount({ address: A, type: 'metamask' })
    await service.addAccount({ address: K, type: 'keystore', keystore })
    // A keystore table that answers only when released: the check of K's keystore waits on it.
    const table = createKeystoreStore(storage)
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const held = {
      ...table,
      get: async (address: string) => {
        await released
        return table.get(address)
      },
    }
    let read: string[] | undefined
    let ready = false
    const loading = createAccountsService({
      storage,
      keystores: held,
      onListRead: (accounts) => {
        read = accounts.map((a) => a.address)
      },
    }).then((loaded) => {
      ready = true
      return loaded
    })
    await expect.poll(() => read).toEqual([A, K])
    expect(ready).toBe(false)
    release()
    expect((await loading).getState().accounts.map((a) => a.address)).toEqual([A, K])

    await storage.set(ACCOUNTS_RECORD_KEY, '{"version":1,"data":{"accounts":[{"address":42}]')
    let rebuilt: string[] | undefined
    await createAccountsService({
      storage,
      keystores: table,
      now: () => 43,
      onListRead: (accounts) => {
        rebuilt = accounts.map((a) => a.address)
      },
    })
    expect(rebuilt).toEqual([K])
  })

  it('with checkTableLater, is ready once the list is read; the table is checked beside, and changes of the list wait for it', async () => {
    const { storage, keystores, service } = await setup()
    await service.addAccount({ address: K, type: 'keystore', keystore })
    await keystores.remove(K)
    // A keystore table that answers only when released: the check of K's keystore waits on it.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const held = {
      ...keystores,
      get: async (address: string) => {
        await released
        return keystores.get(address)
      },
    }
    const loaded = await createAccountsService({ storage, keystores: held, checkTableLater: true })
    expect(loaded.getState().accounts.map((a) => a.address)).toEqual([K])
    let added = false
    const adding = loaded.addAccount({ address: A, type: 'metamask' }).then(() => {
      added = true
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(added).toBe(false)
    expect(await keystores.get(K)).toBeNull()
    release()
    await loaded.tableChecked
    // The check's outcome is the same as on a load that waits for it: the missing keystore is back in the table.
    expect(await keystores.get(K)).toEqual(keystore)
    await adding
    expect(loaded.getState().accounts.map((a) => a.address)).toEqual([K, A])
  })

  it('with checkTableLater, a table that cannot be read rejects tableChecked and every change of the list with its error', async () => {
    const { storage, keystores, service } = await setup()
    await service.addAccount({ address: K, type: 'keystore', keystore })
    const broken = {
      ...keystores,
      get: async () => {
        throw new StorageError('STORAGE_READ_FAILED', 'Could not read storage')
      },
    }
    const loaded = await createAccountsService({ storage, keystores: broken, checkTableLater: true })
    expect(loaded.getState().accounts.map((a) => a.address)).toEqual([K])
    await expect(loaded.tableChecked).rejects.toMatchObject({ code: 'STORAGE_READ_FAILED' })
    await expect(loaded.addAccount({ address: A, type: 'metamask' })).rejects.toMatchObject({
      code: 'STORAGE_READ_FAILED',
    })
    expect(loaded.getState().accounts.map((a) => a.address)).toEqual([K])
    // Without checkTableLater the same table fails the load itself.
    await expect(createAccountsService({ storage, keystores: broken })).rejects.toMatchObject({
      code: 'STORAGE_READ_FAILED',
    })
  })

  it('serves the stored keystore as the signing fallback', async () => {
    const { service } = await setup()
    const account = await service.addAccount({ address: K, type: 'keystore', keystore })
    const decrypted = await decryptAccountKeystore({
      account: { ...account, keystore: other },
      password: 'Pass-word-1',
      loadStoredKeystore: service.loadStoredKeystore,
    })
    expect(decrypted.address).toBe(K)
  })
})
