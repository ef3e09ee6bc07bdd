import { SETTINGS_SCHEMA_VERSION } from '../constants/settings.js'
import { createPersistedStore, type StoreListener } from '../storage/createPersistedStore.js'
import type { KeyValueStorage } from '../storage/types.js'
import { DEFAULT_SETTINGS, type Settings, settingsSchema } from './settingsState.js'
import { type SettingsPatch, validateSettingsPatch } from './validateSettingsPatch.js'

export interface CreateSettingsServiceParameters {
  storage: KeyValueStorage
  now?: () => number
}

export interface SettingsService {
  getState(): Settings
  subscribe(listener: StoreListener<Settings>): () => void
  /** Validates every field first; writes all of them or none. Returns the new settings. */
  update(patch: SettingsPatch): Promise<Settings>
  /** Stores the first-visit notice flag ('Ok, understood'). */
  acceptFirstVisitNotice(): Promise<Settings>
  /** Back to the defaults (keeps the first-visit flag). */
  reset(): Promise<Settings>
  readonly loaded: { quarantinedKey?: string }
}

export const SETTINGS_RECORD_KEY = 'settings'

/**
 * Loads the settings (defaults of docs/behaviour/settings.md#defaults; a corrupt record is moved aside) and returns
 * the service.
 */
export async function createSettingsService({
  storage,
  now,
}: CreateSettingsServiceParameters): Promise<SettingsService> {
  const store = await createPersistedStore({
    storage,
    key: SETTINGS_RECORD_KEY,
    schema: settingsSchema,
    version: SETTINGS_SCHEMA_VERSION,
    defaults: DEFAULT_SETTINGS,
    ...(now ? { now } : {}),
  })
  const update = (patch: SettingsPatch) => {
    const checked = validateSettingsPatch(patch)
    return store.update((state) => {
      const changed = Object.entries(checked).some(([key, value]) => state[key as keyof Settings] !== value)
      return changed ? { ...state, ...checked } : state
    })
  }
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    update: async (patch) => update(patch),
    acceptFirstVisitNotice: () => update({ firstVisitNoticeAccepted: true }),
    reset: () =>
      store.update((state) => ({
        ...DEFAULT_SETTINGS,
        firstVisitNoticeAccepted: state.firstVisitNoticeAccepted,
      })),
    loaded: store.loaded,
  }
}
