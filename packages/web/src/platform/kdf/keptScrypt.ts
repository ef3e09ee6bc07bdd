import scryptBundleSource from 'hash-wasm/dist/scrypt.umd.min.js?raw'
import type { SyncPbkdf2 } from './wasmPbkdf2.js'

// scrypt (RFC 7914) in the KDF worker over one WebAssembly instance that the worker keeps between jobs
// (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page). hash-wasm's `scrypt` makes a new instance,
// with a new memory, on every call: an n = 2^17, r = 8 unlock then pays for the operating system handing the 128 MiB
// of its table to the process page by page, inside the job. Here the memory is made ready (grown and written once)
// when a window that will derive a key opens, and the job finds it ready. The mixing itself is hash-wasm's
// WebAssembly (its ROMix, taken from the package's scrypt bundle); the two PBKDF2-HMAC-SHA256 steps around it are
// our WebAssembly PBKDF2 (wasmPbkdf2.ts). After each job the table is overwritten with zeros, and the instance is
// dropped once no key has been derived or asked for for KEEP_MS, so its memory goes back to the system.

/** How long the ready memory is kept after the last job or preparation. */
export const KEEP_MS = 120_000

interface RomixExports {
  memory: WebAssembly.Memory
  Hash_GetBuffer(): number
  Hash_SetMemorySize(bytes: number): number
  scrypt(r: number, N: number, p: number): void
}

interface KeptInstance {
  exports: RomixExports
  /** Where the blocks, then the table, then the scratch space start in the instance's memory. */
  base: number
  /** Bytes from `base` already written once (so their pages are the process's): the region a job may use at no cost. */
  ready: number
  /** Bytes from `base` the last job wrote and nothing has overwritten since. */
  dirty: number
}

/** The scrypt WebAssembly that hash-wasm's scrypt bundle carries (base64 in its source). */
export function scryptWasmBytes(source: string = scryptBundleSource): Uint8Array {
  const found = /name:"scrypt",data:"([A-Za-z0-9+/=]+)"/.exec(source)
  if (!found?.[1]) throw new Error("hash-wasm's scrypt bundle carries no scrypt WebAssembly that we can find")
  return Uint8Array.from(atob(found[1]), (char) => char.charCodeAt(0))
}

let compiled: Promise<WebAssembly.Module> | undefined
let kept: Promise<KeptInstance> | undefined
/** The kept instance once made (what the wipe and the tests reach synchronously). */
let made: KeptInstance | undefined
let release: ReturnType<typeof setTimeout> | undefined

/** The bytes one job of these parameters uses: the p blocks, the table of N blocks, the scratch space. */
export const scryptMemoryBytes = (N: number, r: number, p: number) => 128 * r * p + 128 * r * N + 256 * r + 64

async function instantiate(): Promise<KeptInstance> {
  compiled ??= WebAssembly.compile(scryptWasmBytes() as Uint8Array<ArrayBuffer>)
  const instance = await WebAssembly.instantiate(await compiled)
  const exports = instance.exports as unknown as RomixExports
  made = { exports, base: exports.Hash_GetBuffer(), ready: 0, dirty: 0 }
  return made
}

/** The kept instance; one even when two requests ask while it is being made. */
function keptInstance(): Promise<KeptInstance> {
  kept ??= instantiate().catch((error: unknown) => {
    kept = undefined
    throw error
  })
  return kept
}

/** Grows the instance's memory to `bytes` from its base (the instance keeps what it has). */
function reserve(instance: KeptInstance, bytes: number): void {
  const { exports, base } = instance
  if (exports.memory.buffer.byteLength - base >= bytes) return
  exports.Hash_SetMemorySize(bytes)
  if (exports.memory.buffer.byteLength - base < bytes)
    throw new Error(`scrypt needs ${Math.ceil(bytes / 2 ** 20)} MiB that this browser does not give it`)
}

/** Writes zeros over `bytes` from the base: the pages become the process's now, and what a job left is gone. */
function zero(instance: KeptInstance, bytes: number): void {
  new Uint8Array(instance.exports.memory.buffer, instance.base, bytes).fill(0)
  instance.ready = Math.max(instance.ready, bytes)
}

function keepForAWhile(): void {
  if (release !== undefined) clearTimeout(release)
  release = setTimeout(() => {
    release = undefined
    kept = undefined
    made = undefined
  }, KEEP_MS)
  // In Node (tests) the timer must not keep the process alive.
  ;(release as { unref?: () => void }).unref?.()
}

/**
 * Makes the kept instance ready for a job of these parameters: compiled, its memory grown and written once, and its
 * mixing run a few times on a small table so the browser's optimising compiler has the hot code before the real job.
 */
export async function prepareScrypt(N: number, r: number, p: number): Promise<void> {
  const instance = await keptInstance()
  const bytes = scryptMemoryBytes(N, r, p)
  keepForAWhile()
  if (instance.ready >= bytes) return
  reserve(instance, bytes)
  zero(instance, bytes)
  for (let i = 0; i < 3; i += 1) instance.exports.scrypt(8, 2 ** 10, 1)
  instance.dirty = Math.max(instance.dirty, scryptMemoryBytes(2 ** 10, 8, 1))
}

/** One scrypt on the kept instance; `prepared` says whether its memory was ready for it. */
export async function keptScrypt(
  pbkdf2: SyncPbkdf2,
  password: Uint8Array,
  salt: Uint8Array,
  N: number,
  r: number,
  p: number,
  dkLen: number,
): Promise<{ key: Uint8Array; prepared: boolean }> {
  const instance = await keptInstance()
  const bytes = scryptMemoryBytes(N, r, p)
  const prepared = instance.ready >= bytes
  reserve(instance, bytes)
  // The memory's buffer is a new object after a growth: views are taken after reserve().
  const blocks = pbkdf2(password, salt, 1, 128 * r * p, 'sha256')
  new Uint8Array(instance.exports.memory.buffer, instance.base, blocks.length).set(blocks)
  blocks.fill(0)
  instance.exports.scrypt(r, N, p)
  const mixed = new Uint8Array(instance.exports.memory.buffer, instance.base, 128 * r * p).slice()
  const key = pbkdf2(password, mixed, 1, dkLen, 'sha256')
  mixed.fill(0)
  instance.ready = Math.max(instance.ready, bytes)
  instance.dirty = Math.max(instance.dirty, bytes)
  keepForAWhile()
  return { key, prepared }
}

/** Overwrites what the last job left in the kept instance (the worker calls it once the key is sent). */
export function wipeScrypt(): void {
  if (!made?.dirty) return
  zero(made, made.dirty)
  made.dirty = 0
}

/** The kept instance's memory from its base, as far as it is ready (empty when none is kept; tests read it). */
export function keptScryptMemory(): Uint8Array {
  return made ? new Uint8Array(made.exports.memory.buffer, made.base, made.ready) : new Uint8Array(0)
}

/** Drops the kept instance now (tests; the timer does it otherwise). */
export function dropKeptScrypt(): void {
  if (release !== undefined) clearTimeout(release)
  release = undefined
  kept = undefined
  made = undefined
}
