import { keptScrypt, prepareScrypt, type ScryptMixing } from './keptScrypt.js'
import { loadWasmPbkdf2, type SyncPbkdf2 } from './wasmPbkdf2.js'

// The key derivations the KDF worker runs (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page): scrypt and
// PBKDF2-HMAC in WebAssembly (hash-wasm's). Functions of their input (scrypt's memory is kept between jobs,
// keptScrypt.ts); the worker (kdf.worker.ts) wires them to messages and the page's side (registerWorkerKdf.ts) hands
// them ethers' `scrypt` and `pbkdf2` calls.

export type { SyncPbkdf2 }

export type KdfRequest =
  | {
      kind: 'scrypt'
      password: Uint8Array
      salt: Uint8Array
      N: number
      r: number
      p: number
      dkLen: number
    }
  | {
      kind: 'pbkdf2'
      password: Uint8Array
      salt: Uint8Array
      iterations: number
      keylen: number
      algo: 'sha256' | 'sha512'
    }
  /** Makes the worker's scrypt memory ready for a job of these parameters (no key; the answer is empty). */
  | { kind: 'prepare'; N: number; r: number; p: number }

let pbkdf2Loaded: Promise<SyncPbkdf2> | undefined
const loadPbkdf2 = () => {
  pbkdf2Loaded ??= loadWasmPbkdf2()
  return pbkdf2Loaded
}

/**
 * Runs one request; the worker calls this for each message. `prepared`: a scrypt found its memory ready; `mixing`: the
 * mixing code it ran (SIMD or hash-wasm's scalar fallback, keptScrypt.ts).
 */
export async function runKdfJob(
  request: KdfRequest,
): Promise<{ key: Uint8Array; prepared?: boolean; mixing?: ScryptMixing }> {
  const pbkdf2 = await loadPbkdf2()
  if (request.kind === 'prepare') {
    await prepareScrypt(request.N, request.r, request.p)
    // The PBKDF2 steps around the mixing compile on their first call (about 2 ms traced inside a job): made now, on
    // zeros, with the sizes of scrypt's first step.
    pbkdf2(new Uint8Array(16), new Uint8Array(32), 1, 128 * request.r * request.p, 'sha256').fill(0)
    return { key: new Uint8Array(0) }
  }
  if (request.kind === 'scrypt') {
    const { password, salt, N, r, p, dkLen } = request
    return keptScrypt(pbkdf2, password, salt, N, r, p, dkLen)
  }
  return { key: pbkdf2(request.password, request.salt, request.iterations, request.keylen, request.algo) }
}
