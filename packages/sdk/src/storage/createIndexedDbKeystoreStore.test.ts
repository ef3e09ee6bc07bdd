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
