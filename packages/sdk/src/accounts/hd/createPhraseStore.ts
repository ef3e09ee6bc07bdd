import type { KeyValueStorage } from '../../storage/types.js'
import { type EncryptedPhrase, encryptedPhraseSchema } from './encryptedPhraseSchema.js'

const PREFIX = 'phrase.'

/** The encrypted phrase records (docs/decisions.md#recovery-phrases), one `phrase.<id>` record each. */
export interface PhraseStore {
  get(id: string): Promise<EncryptedPhrase | null>
  /** Replaces the record of `record.id` in one write (the file adapter renames a flushed temporary file). */
  put(record: EncryptedPhrase): Promise<void>
  remove(id: string): Promise<void>
  list(): Promise<EncryptedPhrase[]>
}

/**
 * Phrase records over a KeyValueStorage (localStorage in browsers, the config dir in Node). A record that no longer
 * parses is skipped, never deleted.
 */
export function createPhraseStore(storage: KeyValueStorage): PhraseStore {
  const read = async (key: string): Promise<EncryptedPhrase | null> => {
    const raw = await storage.get(key)
    if (raw === null) return null
    try {
      const parsed = encryptedPhraseSchema.safeParse(JSON.parse(raw))
      return parsed.success ? (parsed.data as EncryptedPhrase) : null
    } catch {
      // Not JSON: skipped, as an unreadable keystore record is.
      return null
    }
  }
  return {
    get: (id) => read(PREFIX + id),
    async put(record) {
      const parsed = encryptedPhraseSchema.parse(record)
      await storage.set(PREFIX + parsed.id, JSON.stringify(parsed))
    },
    remove: (id) => storage.remove(PREFIX + id),
    async list() {
      const records: EncryptedPhrase[] = []
      for (const key of await storage.keys()) {
        if (!key.startsWith(PREFIX)) continue
        const record = await read(key)
        if (record) records.push(record)
      }
      return records
    },
  }
}
