/** Files the API server keeps in the data dir. */
export const INDEX_FILE = 'index.json'
export const SETTINGS_FILE = 'settings.json'
export const BRIDGE_FILE = 'bridge.json'
export const SERVER_FILES = [INDEX_FILE, SETTINGS_FILE, BRIDGE_FILE] as const
