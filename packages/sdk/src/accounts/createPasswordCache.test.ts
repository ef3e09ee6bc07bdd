import { inspect } from 'node:util'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPasswordCache } from './createPasswordCache.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('signing password cache', () => {
  it('gives the password for the set number of uses, then forgets it', () => {
    const cache = createPasswordCache()
    cache.set('Secret-1', { uses: 2, timeoutMs: 60_000 })
    expect(cache.take()).toBe('Secret-1')
    expect(cache.remainingUses()).toBe(1)
    expect(cache.take()).toBe('Secret-1')
    expect(cache.has()).toBe(false)
    expect(cache.take()).toBeNull()
  })

  it('forgets the password when the timeout fires', () => {
    vi.useFakeTimers()
    const cache = createPasswordCache()
    cache.set('Secret-1', { uses: 5, timeoutMs: 1000 })
    vi.advanceTimersByTime(999)
    expect(cache.has()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(cache.has()).toBe(false)
    expect(cache.take()).toBeNull()
  })

  it('restarts the count and the timer when set again, and clears on demand', () => {
    vi.useFakeTimers()
    const cache = createPasswordCache()
    cache.set('first-Pass1', { uses: 1, timeoutMs: 1000 })
    vi.advanceTimersByTime(800)
    cache.set('second-Pass1', { uses: 3, timeoutMs: 1000 })
    vi.advanceTimersByTime(800)
    expect(cache.take()).toBe('second-Pass1')
    cache.clear()
    expect(cache.has()).toBe(false)
  })

  it('never shows the password when logged or serialised', () => {
    const cache = createPasswordCache()
    cache.set('Very-Secret-9', { uses: 1, timeoutMs: 60_000 })
    expect(JSON.stringify(cache)).not.toContain('Very-Secret-9')
    expect(inspect(cache)).not.toContain('Very-Secret-9')
    expect(String(Object.values(cache))).not.toContain('Very-Secret-9')
    cache.clear()
  })

  it('rejects an empty password and bad options with typed errors', () => {
    const cache = createPasswordCache()
    expect(() => cache.set('', { uses: 1, timeoutMs: 1 })).toThrow(
      expect.objectContaining({ code: 'PASSWORD_REQUIRED' }),
    )
    for (const options of [
      { uses: 0, timeoutMs: 1 },
      { uses: 1.5, timeoutMs: 1 },
      { uses: 1, timeoutMs: 0 },
      { uses: 1, timeoutMs: Number.NaN },
    ]) {
      expect(() => cache.set('pw', options)).toThrow(
        expect.objectContaining({ code: 'PASSWORD_CACHE_OPTIONS_INVALID' }),
      )
    }
    expect(cache.has()).toBe(false)
  })
})
