// The KDF worker's mixing code as keptScrypt.ts sees it (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).

/** Which mixing code the kept instance runs: our SIMD module (simdRomix.ts) or hash-wasm's scalar one. */
export type ScryptMixing = 'simd' | 'scalar'

/** The mixing code behind the kept instance: where its memory is, how much a job needs, and the mixing itself. */
export interface Mixer {
  kind: ScryptMixing
  memory: WebAssembly.Memory
  /** Where the blocks, then the table and the scratch space start in the instance's memory. */
  base: number
  /** The bytes from `base` one job of these parameters uses. */
  bytes(N: number, r: number, p: number): number
  /** Grows the memory (when needed) to `bytes` from `base`. */
  grow(bytes: number): void
  /** Mixes the p blocks of 128r bytes (PBKDF2's output) in place, through the instance's memory. */
  mix(blocks: Uint8Array, N: number, r: number, p: number): void
}
