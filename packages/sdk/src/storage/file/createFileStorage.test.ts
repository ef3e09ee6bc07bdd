import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createFileStorage } from './createFileStorage.js'
import { resolveConfigDir } from './resolveConfigDir.js'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ftm-file-storage-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

describe('file storage', () => {
  it('writes one 0600 file per key in a 0700 directory and reads it back', async () => {
    const dir = join(root, 'ftm-wallet')
    const storage = createFileStorage({ dir })
    expect(await storage.get('settings')).toBeNull()
    expect(await storage.keys()).toEqual([])
    await storage.set('settings', '{"a":1}')
    await storage.set('settings', '{"a":2}')
    expect(await storage.get('settings')).toBe('{"a":2}')
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    expect((await stat(join(dir, 'settings.json'))).mode & 0o777).toBe(0o600)
    expect(await readdir(dir)).toEqual(['settings.json'])
    expect(await storage.keys()).toEqual(['settings'])
    await storage.remove('settings')
    await storage.remove('settings')
    expect(await storage.keys()).toEqual([])
  })

  it('rejects keys that could escape the directory', async () => {
    const storage = createFileStorage({ dir: root })
    await expect(storage.set('../evil', 'x')).rejects.toMatchObject({ code: 'STORAGE_INVALID_KEY' })
    expect(await readdir(root)).toEqual([])
  })

  it('leaves the old record and no temp file when a write fails', async () => {
    const dir = join(root, 'ftm-wallet')
    const storage = createFileStorage({ dir })
    await storage.set('accounts', 'old')
    // A directory where the record should go makes the final rename fail.
    await rm(join(dir, 'accounts.json'))
    await (await import('node:fs/promises')).mkdir(join(dir, 'accounts.json'))
    await expect(storage.set('accounts', 'new')).rejects.toMatchObject({ code: 'STORAGE_WRITE_FAILED' })
    expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('fails typed when the directory cannot be created', async () => {
    const blocker = join(root, 'file')
    await writeFile(blocker, 'x')
    const storage = createFileStorage({ dir: join(blocker, 'ftm-wallet') })
    await expect(storage.set('settings', 'x')).rejects.toMatchObject({ code: 'STORAGE_WRITE_FAILED' })
  })
})

describe('resolveConfigDir', () => {
  it('uses an absolute XDG_CONFIG_HOME, else ~/.config', () => {
    expect(resolveConfigDir({ env: { XDG_CONFIG_HOME: '/x/config' }, home: '/home/u' })).toBe(
      '/x/config/ftm-wallet',
    )
    expect(resolveConfigDir({ env: { XDG_CONFIG_HOME: 'relative' }, home: '/home/u' })).toBe(
      '/home/u/.config/ftm-wallet',
    )
    expect(resolveConfigDir({ env: {}, home: '/home/u' })).toBe('/home/u/.config/ftm-wallet')
  })
})
