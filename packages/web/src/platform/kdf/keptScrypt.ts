import type { Mixer, ScryptMixing } from './mixer.js'
import {
  fromDiagonal,
  type SimdRomixExports,
  simdRomixBytes,
  simdRomixSupported,
  simdRomixWasm,
  toDiagonal,
} from './simdRomix.js'
import type { SyncPbkdf2 } from './wasmPbkdf2.js'

// scrypt (RFC 7914) in the KDF worker over one WebAssembly instance that the worker keeps between jobs
// (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page, docs/decisions.md#money-and-keys). hash-wasm's
// `scrypt` makes a new instance, with a new memory, on every call: an n = 2^17, r = 8 unlock then pays for the
// operating system handing the 128 MiB of its table to the process page by page, inside the job. Here the memory is
// made ready (grown and written once) when a window that will derive a key opens, and the job finds it ready. The
// mixing is our SIMD WebAssembly (simdRomix.ts), or where the engine has no WebAssembly SIMD, hash-wasm's scalar
// mixing (scalarMixer.ts, loaded only then); the two PBKDF2-HMAC-SHA256 steps around it are our WebAssembly PBKDF2
// (wasmPbkdf2.ts). After each job the table is overwritten with zeros, and the instance is dropped once no key has
// been derived or asked for for KEEP_MS, so its memory goes back to the system.

/** How long the ready memory is kept after the last job or preparation. */
export const KEEP_MS = 120_000

export type { ScryptMixing }

interface KeptInstance {
  mixer: Mixer
  /** Bytes from `base` already written once (so their pages are the process's): the region a job may use at no cost. */
  ready: number
  /** Bytes from `base` the last job wrote and nothing has overwritten since. */
  dirty: number
}

let kept: Promise<KeptInstance> | undefined
/** The kept instance once made (what the wipe and the tests reach synchronously). */
let made: KeptInstance | undefined
let release: ReturnType<typeof setTimeout> | undefined
/** Tests only: make the next instance with hash-wasm's mixing even where SIMD runs. */
let scalarOnly = false

const growMemory = (memory: WebAssembly.Memory, base: number, bytes: number) => {
  const missing = base + bytes - memory.buffer.byteLength
  if (missing > 0) memory.grow(Math.ceil(missing / 65_536))
}

async function simdMixer(): Promise<Mixer> {
  const { instance } = await WebAssembly.instantiate(simdRomixWasm() as Uint8Array<ArrayBuffer>)
  const exports = instance.exports as unknown as SimdRomixExports
  const { memory } = exports
  return {
    kind: 'simd',
    memory,
    base: 0,
    bytes: (N, r) => simdRomixBytes(N, r),
    grow: (bytes) => growMemory(memory, 0, bytes),
    mix(blocks, N, r, p) {
      const size = 128 * r
      for (let k = 0; k < p; k += 1) {
        const block = blocks.subarray(k * size, (k + 1) * size)
        // The memory's buffer is a new object after a growth: views are taken here, after grow().
        const x = new Uint8Array(memory.buffer, 0, size)
        toDiagonal(block, x)
        exports.romix(r, N)
        fromDiagonal(x, block)
      }
    },
  }
}

async function instantiate(): Promise<KeptInstance> {
  const mixer =
    !scalarOnly && simdRomixSupported()
      ? await simdMixer()
      : await (await import('./scalarMixer.js')).scalarMixer()
  made = { mixer, ready: 0, dirty: 0 }
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
  const { mixer } = instance
  try {
    mixer.grow(bytes)
  } catch {
    // A memory that cannot grow is reported below, as when the engine gave less than asked.
  }
  if (mixer.memory.buffer.byteLength - mixer.base < bytes)
    throw new Error(`scrypt needs ${Math.ceil(bytes / 2 ** 20)} MiB that this browser does not give it`)
}

/** Writes zeros over `bytes` from the base: the pages become the process's now, and what a job left is gone. */
function zero(instance: KeptInstance, bytes: number): void {
  new Uint8Array(instance.mixer.memory.buffer, instance.mixer.base, bytes).fill(0)
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
 * The SDK checks a keystore's parameters before deriving (docs/decisions.md#money-and-keys); the mixing relies on them
 * (N a power of two from 2, whole r and p), so the worker checks them again rather than trusting a message.
 */
function checkParameters(N: number, r: number, p: number, dkLen: number): void {
  if (!(Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0 && Number.isInteger(r) && r >= 1))
    throw new Error(`scrypt parameters out of range: N ${N}, r ${r}`)
  if (!(Number.isInteger(p) && p >= 1 && Number.isInteger(dkLen) && dkLen >= 1))
    throw new Error(`scrypt parameters out of range: p ${p}, dkLen ${dkLen}`)
}

/**
 * Makes the kept instance ready for a job of these parameters: compiled, its memory grown and written once, and its
 * mixing run a few times on a small table so the browser's optimising compiler has the hot code before the real job.
 */
export async function prepareScrypt(N: number, r: number, p: number): Promise<void> {
  checkParameters(N, r, p, 32)
  const instance = await keptInstance()
  const { mixer } = instance
  const bytes = mixer.bytes(N, r, p)
  keepForAWhile()
  if (instance.ready >= bytes) return
  reserve(instance, bytes)
  zero(instance, bytes)
  const warm = new Uint8Array(128 * 8)
  for (let i = 0; i < 3; i += 1) mixer.mix(warm, 2 ** 10, 8, 1)
  instance.dirty = Math.max(instance.dirty, mixer.bytes(2 ** 10, 8, 1))
}

/** One scrypt on the kept instance; `prepared` says whether its memory was ready for it, `mixing` which code ran. */
export async function keptScrypt(
  pbkdf2: SyncPbkdf2,
  password: Uint8Array,
  salt: Uint8Array,
  N: number,
  r: number,
  p: number,
  dkLen: number,
): Promise<{ key: Uint8Array; prepared: boolean; mixing: ScryptMixing }> {
  checkParameters(N, r, p, dkLen)
  const instance = await keptInstance()
  const { mixer } = instance
  const bytes = mixer.bytes(N, r, p)
  const prepared = instance.ready >= bytes
  reserve(instance, bytes)
  const blocks = pbkdf2(password, salt, 1, 128 * r * p, 'sha256')
  mixer.mix(blocks, N, r, p)
  const key = pbkdf2(password, blocks, 1, dkLen, 'sha256')
  blocks.fill(0)
  instance.ready = Math.max(instance.ready, bytes)
  instance.dirty = Math.max(instance.dirty, bytes)
  keepForAWhile()
  return { key, prepared, mixing: mixer.kind }
}

/** Overwrites what the last job left in the kept instance (the worker calls it once the key is sent). */
export function wipeScrypt(): void {
  if (!made?.dirty) return
  zero(made, made.dirty)
  made.dirty = 0
}

/** The bytes a job of these parameters uses on the kept instance (0 when none is kept; tests read it). */
export function keptScryptBytes(N: number, r: number, p: number): number {
  return made ? made.mixer.bytes(N, r, p) : 0
}

/** The kept instance's memory from its base, as far as it is ready (empty when none is kept; tests read it). */
export function keptScryptMemory(): Uint8Array {
  return made ? new Uint8Array(made.mixer.memory.buffer, made.mixer.base, made.ready) : new Uint8Array(0)
}

/**
 * Drops the kept instance now (tests; the timer does it otherwise). `scalar`: the next instance runs hash-wasm's
 * mixing even where SIMD runs, so the tests cover the fallback too.
 */
export function dropKeptScrypt(options: { scalar?: boolean } = {}): void {
  scalarOnly = options.scalar ?? false
  if (release !== undefined) clearTimeout(release)
  release = undefined
  kept = undefined
  made = undefined
}
