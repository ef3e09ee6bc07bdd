import { describe, expect, it } from 'vitest'
import { StorageError } from '../errors/StorageError.js'
import { createIndexedDbKeystoreStore } from './createIndexedDbKeystoreStore.js'

/** An IndexedDB whose opening requests the test answers (a failure here: no database this test needs to read). */
function recordingIndexedDb() {
  const requests: { name: string; fail: () => void }[] = []
  const factory = {
    open(name: string) {
      const request = {} as IDBOpenDBRequest & { error: DOMException | null }
      requests.push({
        name,
        fail: () => {
          ;(request as { error: DOMException | null }).error = new DOMException('blocked', 'UnknownError')
          request.onerror?.(new Event('error'))
        },
      })
      return request
    },
  } as unknown as IDBFactory
  return { factory, requests }
}

describe('createIndexedDbKeystoreStore openNow', () => {
  it('opens the database only at the first use by default', async () => {
    const { factory, requests } = recordingIndexedDb()
    const store = createIndexedDbKeystoreStore({ indexedDB: factory })
    expect(requests).toHaveLength(0)
    const read = store.list()
    expect(requests.map((r) => r.name)).toEqual(['KeystoresDB'])
    requests[0]?.fail()
    await expect(read).rejects.toBeInstanceOf(StorageError)
  })

  it('with openNow starts opening at once, and the first use reuses that opening', async () => {
    const { factory, requests } = recordingIndexedDb()
    const store = createIndexedDbKeystoreStore({ indexedDB: factory, openNow: true })
    expect(requests.map((r) => r.name)).toEqual(['KeystoresDB'])
    const read = store.list()
    expect(requests).toHaveLength(1)
    requests[0]?.fail()
    await expect(read).rejects.toMatchObject({ code: 'STORAGE_READ_FAILED' })
  })

  it('takes an opening under way instead of starting one, and opens again at the first use when it failed', async () => {
    const { factory, requests } = recordingIndexedDb()
    let failOpening: (error: Error) => void = () => undefined
    const opening = new Promise<IDBDatabase>((_, reject) => {
      failOpening = reject
    })
    const store = createIndexedDbKeystoreStore({ indexedDB: factory, openNow: true, opening })
    expect(requests).toHaveLength(0)
    failOpening(new Error('blocked'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    const read = store.list()
    expect(requests.map((r) => r.name)).toEqual(['KeystoresDB'])
    requests[0]?.fail()
    await expect(read).rejects.toMatchObject({ code: 'STORAGE_READ_FAILED' })
  })

  it('an early opening that fails is not reported then: the first use opens again and reports its own', async () => {
    const { factory, requests } = recordingIndexedDb()
    const store = createIndexedDbKeystoreStore({ indexedDB: factory, openNow: true })
    requests[0]?.fail()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const read = store.get('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
    expect(requests).toHaveLength(2)
    requests[1]?.fail()
    await expect(read).rejects.toMatchObject({
      code: 'STORAGE_READ_FAILED',
      message: 'Could not read storage',
    })
  })
})

/**
 * An IndexedDB with one table in memory that records its transactions and runs each one's requests in order, as
 * IndexedDB does (a failing put fails its request and the transaction).
 */
function tableIndexedDb(rows: Map<string, unknown>, options: { failPut?: boolean } = {}) {
  const transactions: { mode: IDBTransactionMode; requests: string[] }[] = []
  const later = (fn: () => void) => setTimeout(fn, 0)
  const request = <T>(run: () => T, fail = false) => {
    const r = {
      result: undefined as T | undefined,
      error: null as DOMException | null,
    } as unknown as IDBRequest<T> & {
      result: T
      error: DOMException | null
    }
    later(() => {
      if (fail) {
        r.error = new DOMException('quota', 'QuotaExceededError')
        r.onerror?.(new Event('error'))
      } else {
        r.result = run()
        r.onsuccess?.(new Event('success'))
      }
    })
    return r
  }
  const database = {
    transaction(_table: string, mode: IDBTransactionMode) {
      const log = { mode, requests: [] as string[] }
      transactions.push(log)
      return {
        objectStore: () => {
          const logged = <T>(name: string, run: () => T, fail = false) => {
            log.requests.push(name)
            return request(run, fail)
          }
          return {
            get: (key: string) => logged('get', () => rows.get(key)),
            getAll: () => logged('getAll', () => [...rows.values()]),
            put: (row: { address: string }) =>
              logged(
                'put',
                () => {
                  rows.set(row.address, row)
                  return row.address
                },
                options.failPut,
              ),
            delete: (key: string) => logged('delete', () => rows.delete(key)),
          }
        },
      }
    },
  }
  const factory = {
    open() {
      const open = { result: database } as unknown as IDBOpenDBRequest
      later(() => open.onsuccess?.(new Event('success')))
      return open
    },
  } as unknown as IDBFactory
  return { factory, transactions }
}

describe('createIndexedDbKeystoreStore swap', () => {
  const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
  const file = (id: string) =>
    ({
      version: 3,
      id,
      address: address.slice(2).toLowerCase(),
      crypto: {
        cipher: 'aes-128-ctr',
        cipherparams: { iv: '00'.repeat(16) },
        ciphertext: '11'.repeat(32),
        kdf: 'scrypt',
        kdfparams: { dklen: 32, n: 16, r: 8, p: 1, salt: '22'.repeat(32) },
        mac: '33'.repeat(32),
      },
    }) as const

  it('reads the row before and writes the new one in one readwrite transaction', async () => {
    const rows = new Map<string, unknown>()
    const { factory, transactions } = tableIndexedDb(rows)
    const store = createIndexedDbKeystoreStore({ indexedDB: factory })
    const first = file('00000000-0000-4000-8000-000000000001')
    const second = file('00000000-0000-4000-8000-000000000002')
    expect(await store.swap?.(address, first)).toBeNull()
    expect(await store.swap?.(address.toLowerCase(), second)).toMatchObject({ id: first.id })
    expect(transactions).toEqual([
      { mode: 'readwrite', requests: ['get', 'put'] },
      { mode: 'readwrite', requests: ['get', 'put'] },
    ])
    expect(await store.get(address)).toMatchObject({ id: second.id })
  })

  it('fails with STORAGE_WRITE_FAILED when the write fails', async () => {
    const { factory } = tableIndexedDb(new Map(), { failPut: true })
    const store = createIndexedDbKeystoreStore({ indexedDB: factory })
    await expect(store.swap?.(address, file('00000000-0000-4000-8000-000000000003'))).rejects.toMatchObject({
      code: 'STORAGE_WRITE_FAILED',
      message: 'Could not save',
    })
  })
})
