import { pbkdf2, scrypt } from 'ethers'
import type { KdfRequest } from './kdfJob.js'
import type { SyncPbkdf2 } from './wasmPbkdf2.js'

// Key derivation off the page's thread (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page). The SDK derives
// every keystore key through ethers' `scrypt` and `pbkdf2`; the web entries register the implementations below
// with `scrypt.register` and `pbkdf2.register`, so the SDK keeps one code path:
// - scrypt runs in WebAssembly in a Web Worker (kdf.worker.ts): a wallet unlocks or a keystore is made while
//   the page keeps answering;
// - ethers' `pbkdf2` is synchronous (BIP-39 seeds, pbkdf2 keystores), so it cannot wait for a worker: it runs in
//   WebAssembly on the page once that is loaded (preloadKdf), and in ethers' JavaScript until then.
// Should the worker fail to start (an old browser, a policy that forbids it), scrypt falls back to ethers' own.

type ScryptImplementation = Parameters<typeof scrypt.register>[0]
type Pbkdf2Implementation = Parameters<typeof pbkdf2.register>[0]

interface Job {
  resolve: (key: Uint8Array) => void
  reject: (error: Error) => void
}

let worker: Worker | undefined
let nextId = 0
const pending = new Map<number, Job>()
let wasmPbkdf2: SyncPbkdf2 | undefined
let wasmPbkdf2Loading: Promise<void> | undefined

function failAll(error: Error): void {
  for (const job of pending.values()) job.reject(error)
  pending.clear()
}

function startWorker(): Worker {
  const started = new Worker(new URL('./kdf.worker.ts', import.meta.url), { type: 'module', name: 'ftm-kdf' })
  started.onmessage = ({ data }: MessageEvent<{ id: number; key?: Uint8Array; error?: string }>) => {
    const job = pending.get(data.id)
    if (!job) return
    pending.delete(data.id)
    if (data.key) job.resolve(data.key)
    else job.reject(new Error(data.error ?? 'the KDF worker answered without a key'))
  }
  started.onerror = (event) => {
    event.preventDefault()
    // A worker that could not load or crashed: the next job starts a new one.
    if (worker === started) worker = undefined
    started.terminate()
    failAll(new Error(`the KDF worker failed: ${event.message || 'it could not be loaded'}`))
  }
  return started
}

function runInWorker(request: KdfRequest): Promise<Uint8Array> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('this browser has no Web Workers'))
  worker ??= startWorker()
  const id = nextId++
  const running = worker
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject })
    running.postMessage({ id, request })
  })
}

/** scrypt in the KDF worker, in the shape ethers' `scrypt.register` takes; progress only at 0 and 1. */
export const workerScrypt: ScryptImplementation = async (password, salt, N, r, p, dkLen, progress) => {
  progress?.(0)
  cancelCurveWarmUp()
  let key: Uint8Array
  try {
    key = await runInWorker({ kind: 'scrypt', password, salt, N, r, p, dkLen })
  } catch (error) {
    console.warn(`scrypt runs on the page: ${error instanceof Error ? error.message : String(error)}`)
    return scrypt._(password, salt, N, r, p, dkLen, progress)
  }
  progress?.(1)
  return key
}

/** ethers' `pbkdf2` in WebAssembly once loaded (preloadKdf), ethers' own JavaScript until then. */
export const pagePbkdf2: Pbkdf2Implementation = (password, salt, iterations, keylen, algo) => {
  if (wasmPbkdf2) return wasmPbkdf2(password, salt, iterations, keylen, algo)
  void preloadKdf()
  return pbkdf2._(password, salt, iterations, keylen, algo)
}

/** The keystores this app makes and most it imports: scrypt n = 2^17, r = 8, p = 1 (the SDK's KEYSTORE_SCRYPT_N). */
const PREPARE: KdfRequest = { kind: 'prepare', N: 2 ** 17, r: 8, p: 1 }

let curveWarmed = false
let curveWarmUp: number | undefined

/**
 * The first public key the page computes builds secp256k1's precomputed tables (tens of milliseconds of the page's
 * thread). A key is turned into its address right after every unlock and keystore creation, so the tables are built
 * while the page is idle, before the password is in, rather than in the task that shows the result. Only in idle
 * time: once a key derivation has started it is left to the first address, as before.
 */
function warmUpCurve(): void {
  if (curveWarmed || typeof requestIdleCallback !== 'function') return
  curveWarmed = true
  // The curve's code loads now, its tables are built when the page is idle.
  const warm = import('./warmCurve.js')
  curveWarmUp = requestIdleCallback(() => {
    curveWarmUp = undefined
    warm.then(({ warmCurve }) => warmCurve()).catch(() => undefined)
  })
}

function cancelCurveWarmUp(): void {
  if (curveWarmUp === undefined) return
  cancelIdleCallback(curveWarmUp)
  curveWarmUp = undefined
}

/**
 * Starts the KDF worker (its script and WebAssembly load, and scrypt's memory is made ready, before the first password
 * is typed), loads the page's WebAssembly PBKDF2 and builds the curve's tables while the page is idle. Screens that
 * will derive a key (the create and restore windows, the password step) call it.
 */
export function preloadKdf(): Promise<void> {
  warmUpCurve()
  if (typeof Worker !== 'undefined') {
    try {
      worker ??= startWorker()
      // The worker compiles its WebAssembly and makes scrypt's memory ready now, not when the password is in (again
      // on each call: it drops that memory a while after its last use, keptScrypt.ts).
      void runInWorker(PREPARE).catch(() => undefined)
    } catch {
      // runInWorker reports it on the first job (and scrypt falls back).
    }
  }
  wasmPbkdf2Loading ??= import('./wasmPbkdf2.js')
    .then(({ loadWasmPbkdf2 }) => loadWasmPbkdf2())
    .then((loaded) => {
      wasmPbkdf2 = loaded
    })
    .catch((error: unknown) => {
      console.warn(`pbkdf2 stays in JavaScript: ${error instanceof Error ? error.message : String(error)}`)
    })
  return wasmPbkdf2Loading
}

let registered = false

/** Registers the worker's scrypt and the page's PBKDF2 with ethers (once; false when ethers' KDFs are locked). */
export function registerWorkerKdf(): boolean {
  if (registered) return true
  try {
    scrypt.register(workerScrypt)
    pbkdf2.register(pagePbkdf2)
    registered = true
  } catch {
    registered = false
  }
  return registered
}
