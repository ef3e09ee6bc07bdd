import scryptBundleSource from 'hash-wasm/dist/scrypt.umd.min.js?raw'
import type { Mixer } from './mixer.js'

// The KDF worker's fallback mixing where the engine has no WebAssembly SIMD (keptScrypt.ts,
// docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page): hash-wasm's scalar ROMix, its WebAssembly found
// in the package's scrypt bundle (included as text). Loaded only when used.

interface RomixExports {
  memory: WebAssembly.Memory
  Hash_GetBuffer(): number
  Hash_SetMemorySize(bytes: number): number
  scrypt(r: number, N: number, p: number): void
}

/** The bytes one job of these parameters uses with hash-wasm's mixing: the p blocks, the table, the scratch space. */
export const scryptMemoryBytes = (N: number, r: number, p: number) => 128 * r * p + 128 * r * N + 256 * r + 64

/** The scrypt WebAssembly that hash-wasm's scrypt bundle carries (base64 in its source). */
export function scryptWasmBytes(source: string = scryptBundleSource): Uint8Array {
  const found = /name:"scrypt",data:"([A-Za-z0-9+/=]+)"/.exec(source)
  if (!found?.[1]) throw new Error("hash-wasm's scrypt bundle carries no scrypt WebAssembly that we can find")
  return Uint8Array.from(atob(found[1]), (char) => char.charCodeAt(0))
}

/** hash-wasm's mixing over one instance of its scrypt WebAssembly (the blocks at the instance's buffer, then the table). */
export async function scalarMixer(): Promise<Mixer> {
  const module = await WebAssembly.compile(scryptWasmBytes() as Uint8Array<ArrayBuffer>)
  const exports = (await WebAssembly.instantiate(module)).exports as unknown as RomixExports
  const base = exports.Hash_GetBuffer()
  return {
    kind: 'scalar',
    memory: exports.memory,
    base,
    bytes: scryptMemoryBytes,
    grow(bytes) {
      if (exports.memory.buffer.byteLength - base >= bytes) return
      exports.Hash_SetMemorySize(bytes)
    },
    mix(blocks, N, r, p) {
      const view = new Uint8Array(exports.memory.buffer, base, blocks.length)
      view.set(blocks)
      exports.scrypt(r, N, p)
      blocks.set(view)
    },
  }
}
