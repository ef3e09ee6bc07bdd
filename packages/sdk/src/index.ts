// Public entry point of @ftm-wallet/sdk. Each area's barrel lists its exports by name; the
// whole public API is snapshotted by src/index.test.ts.
export * from './constants/index.js'
export * from './errors/index.js'
