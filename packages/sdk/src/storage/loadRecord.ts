import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'
import type { KeyValueStorage } from './types.js'

export interface RecordDefinition<S extends core.$ZodType> {
  storage: KeyValueStorage
  /** Storage key of the record ('settings', 'accounts', …). */
  key: string
  /** Validates the record's data on load and every state before it is written. */
  schema: S
  /** Current schema version, written as `{ version, data }`. */
  version: number
  /** The state used when nothing (valid) is stored. */
  defaults: core.output<S>
  /** Upgrades data written by an older version: `migrations[v]` turns version v data into v + 1 data. */
  migrations?: Record<number, (data: unknown) => unknown>
  /** Clock for the quarantine key (default Date.now). */
  now?: () => number
}

export interface LoadedRecord<T> {
  state: T
  /** Set when the stored record was unreadable and was moved aside to this key. */
  quarantinedKey?: string
}

/** Serialises a state as the versioned envelope every record uses. */
export const serializeRecord = (version: number, data: unknown): string => JSON.stringify({ version, data })

function upgrade(envelope: unknown, version: number, migrations: Record<number, (data: unknown) => unknown>) {
  if (typeof envelope !== 'object' || envelope === null) return undefined
  const { version: stored, data } = envelope as { version?: unknown; data?: unknown }
  if (typeof stored !== 'number' || !Number.isInteger(stored) || stored > version) return undefined
  let upgraded = data
  for (let from = stored; from < version; from += 1) {
    const migrate = migrations[from]
    if (!migrate) return undefined
    upgraded = migrate(upgraded)
  }
  return { data: upgraded }
}

/**
 * Loads a versioned record. A record that does not parse, has an unknown version or fails the schema is
 * copied to `<key>.corrupt-<timestamp>` and replaced by the defaults, so the wallet starts and the data is
 * kept for recovery. A failure to read storage is thrown (StorageError), never mistaken for corruption.
 */
export async function loadRecord<S extends core.$ZodType>(
  definition: RecordDefinition<S>,
): Promise<LoadedRecord<core.output<S>>> {
  const { storage, key, schema, version, defaults, migrations = {}, now = Date.now } = definition
  const raw = await storage.get(key)
  if (raw === null) return { state: defaults }
  let upgraded: { data: unknown } | undefined
  try {
    upgraded = upgrade(JSON.parse(raw), version, migrations)
  } catch {
    // Unparsable JSON or a migration that threw: both mean "corrupt", handled below.
    upgraded = undefined
  }
  const parsed = upgraded ? safeParse(schema, upgraded.data) : undefined
  if (parsed?.success) return { state: parsed.data }
  const quarantinedKey = `${key}.corrupt-${now()}`
  await storage.set(quarantinedKey, raw)
  await storage.set(key, serializeRecord(version, defaults))
  return { state: defaults, quarantinedKey }
}
