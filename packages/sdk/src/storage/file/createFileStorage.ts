import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { chmod, mkdir, open, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { StorageError } from '../../errors/StorageError.js'
import { assertStorageKey } from '../assertStorageKey.js'
import type { KeyValueStorage } from '../types.js'
import { resolveConfigDir } from './resolveConfigDir.js'

export interface CreateFileStorageParameters {
  /** Directory of the records (default `resolveConfigDir()`). Created with mode 0700. */
  dir?: string
}

const SUFFIX = '.json'
const isMissing = (error: unknown) => (error as { code?: unknown })?.code === 'ENOENT'

/**
 * Node storage: one file `<key>.json` per record in the config dir, mode 0600 in a 0700 directory. Writes go
 * to a temporary file that is flushed and then renamed over the record, so a crash leaves the old record or
 * the new one, never half of one.
 */
export function createFileStorage({
  dir = resolveConfigDir(),
}: CreateFileStorageParameters = {}): KeyValueStorage {
  let ready: Promise<void> | undefined
  const ensureDir = () => {
    ready ??= (async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 })
      await chmod(dir, 0o700)
    })()
    return ready
  }
  const fail = (code: 'STORAGE_READ_FAILED' | 'STORAGE_WRITE_FAILED', cause: unknown) =>
    new StorageError(code, code === 'STORAGE_READ_FAILED' ? 'Could not read storage' : 'Could not save', {
      cause,
      details: { dir },
    })

  return {
    async get(key) {
      assertStorageKey(key)
      try {
        // Read at once rather than through the thread pool: a record is a few KB, and a command that only reads
        // (`ftm balance`) then never starts the pool's threads nor waits four hops per file (docs/decisions.md#cli-start-up).
        return readFileSync(join(dir, key + SUFFIX), 'utf8')
      } catch (error) {
        if (isMissing(error)) return null
        throw fail('STORAGE_READ_FAILED', error)
      }
    },
    async set(key, value) {
      assertStorageKey(key)
      const file = join(dir, key + SUFFIX)
      const temp = join(dir, `.${key}.${randomUUID()}.tmp`)
      try {
        await ensureDir()
        const handle = await open(temp, 'wx', 0o600)
        try {
          await handle.writeFile(String(value), 'utf8')
          await handle.sync()
        } finally {
          await handle.close()
        }
        await rename(temp, file)
      } catch (error) {
        await unlink(temp).catch(() => undefined) // best effort: the temp file may not exist
        throw fail('STORAGE_WRITE_FAILED', error)
      }
    },
    async remove(key) {
      assertStorageKey(key)
      try {
        await unlink(join(dir, key + SUFFIX))
      } catch (error) {
        if (!isMissing(error)) throw fail('STORAGE_WRITE_FAILED', error)
      }
    },
    async keys() {
      try {
        const names = readdirSync(dir)
        return names
          .filter((name) => name.endsWith(SUFFIX) && !name.startsWith('.'))
          .map((name) => name.slice(0, -SUFFIX.length))
          .sort()
      } catch (error) {
        if (isMissing(error)) return []
        throw fail('STORAGE_READ_FAILED', error)
      }
    },
  }
}
