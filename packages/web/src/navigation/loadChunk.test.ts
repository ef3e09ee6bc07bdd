import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkLoadError, chunkNameOf, loadChunk } from './loadChunk.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('loadChunk (docs/behaviour/app-shell.md#code-loaded-on-demand)', () => {
  it("names the chunk of a browser's import error", async () => {
    const failed = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/SettingsPage-BBDSUAGD.js',
    )
    await expect(loadChunk(() => Promise.reject(failed), 'SettingsPage')).rejects.toMatchObject({
      name: 'ChunkLoadError',
      code: 'CHUNK_LOAD_FAILED',
      message: 'Loading chunk SettingsPage-BBDSUAGD failed',
    })
    expect(chunkNameOf(new Error('network down'), 'HistoryPage')).toBe('HistoryPage')
  })

  it('gives up after 120 s without an answer, not before', async () => {
    vi.useFakeTimers()
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
    const outcome = loadChunk(() => new Promise<never>(() => undefined), 'PairChart').catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(119_999)
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect((error as ChunkLoadError).message).toBe('Loading chunk PairChart failed')
  })

  it('passes a module that loads through', async () => {
    await expect(loadChunk(async () => ({ Page: 1 }), 'Page')).resolves.toEqual({ Page: 1 })
  })
})
