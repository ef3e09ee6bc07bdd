import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.js'

describe('memory storage', () => {
  it('gets, sets, removes and lists keys', async () => {
    const storage = createMemoryStorage({ b: '2' })
    expect(await storage.get('a')).toBeNull()
    await storage.set('a', '1')
    expect(await storage.get('a')).toBe('1')
    expect(await storage.keys()).toEqual(['a', 'b'])
    await storage.remove('a')
    expect(await storage.keys()).toEqual(['b'])
  })

  it.each(['', '../etc/passwd', 'a/b', '.hidden', 'a..b', 'x'.repeat(129), 'sp ace'])(
    'rejects the key %j with STORAGE_INVALID_KEY',
    async (key) => {
      const storage = createMemoryStorage()
      await expect(storage.set(key, 'v')).rejects.toMatchObject({
        name: 'StorageError',
        code: 'STORAGE_INVALID_KEY',
      })
      await expect(storage.get(key)).rejects.toMatchObject({ code: 'STORAGE_INVALID_KEY' })
    },
  )
})
