export {
  type CreateSettingsServiceParameters,
  createSettingsService,
  SETTINGS_RECORD_KEY,
  type SettingsService,
} from './createSettingsService.js'
export { DEFAULT_SETTINGS, resolveDarkMode, type Settings, settingsSchema } from './settingsState.js'
export { type SettingsPatch, validateSettingsPatch } from './validateSettingsPatch.js'
