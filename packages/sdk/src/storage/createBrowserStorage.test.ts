// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createBrowserStorage } from './createBrowserStorage.js'

describe('browser storage (localStorage)', () => {
  it('keeps our keys under a prefix and leaves other keys alone', async () => {
    localStorage.clear()
    localStorage.setItem('someone-else', 'x')
    const storage = createBrowserStorage()
    await storage.set('settings', '{"v":1}')
    expect(localStorage.getItem('ftm-wallet:settings')).toBe('{"v":1}')
    expect(await storage.get('settings')).toBe('{"v":1}')
    expect(await storage.keys()).toEqual(['settings'])
    await storage.remove('settings')
    expect(await storage.get('settings')).toBeNull()
    expect(localStorage.getItem('someone-else')).toBe('x')
  })

  it('turns a full storage into a typed write error', async () => {
    const full = {
      ...localStorage,
      length: 0,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    } as unknown as Storage
    await expect(createBrowserStorage({ storage: full }).set('settings', 'x')).rejects.toMatchObject({
      code: 'STORAGE_WRITE_FAILED',
    })
  })

  it('fails typed when there is no localStorage', () => {
    expect(() => createBrowserStorage({ storage: null as unknown as Storage })).toThrow(
      expect.objectContaining({ code: 'STORAGE_UNAVAILABLE' }),
    )
  })
})
