// Node-only storage. Exported from src/node.ts, never from the browser entry.
export { type CreateFileStorageParameters, createFileStorage } from './createFileStorage.js'
export { type ResolveConfigDirParameters, resolveConfigDir } from './resolveConfigDir.js'
