import { scrypt } from 'hash-wasm'
import { loadWasmPbkdf2, type SyncPbkdf2 } from './wasmPbkdf2.js'

// The key derivations the KDF worker runs (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page): scrypt and
// PBKDF2-HMAC in WebAssembly (hash-wasm). Pure functions of their input; the worker (kdf.worker.ts) wires them to
// messages and the page's side (registerWorkerKdf.ts) hands them ethers' `scrypt` and `pbkdf2` calls.

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

/** scrypt (RFC 7914) in WebAssembly. */
export function wasmScrypt(request: Extract<KdfRequest, { kind: 'scrypt' }>): Promise<Uint8Array> {
  return scrypt({
    password: request.password,
    salt: request.salt,
    costFactor: request.N,
    blockSize: request.r,
    parallelism: request.p,
    hashLength: request.dkLen,
    outputType: 'binary',
  })
}

let pbkdf2Loaded: Promise<SyncPbkdf2> | undefined

/** Runs one request; the worker calls this for each message. */
export async function runKdfJob(request: KdfRequest): Promise<Uint8Array> {
  if (request.kind === 'scrypt') return wasmScrypt(request)
  pbkdf2Loaded ??= loadWasmPbkdf2()
  const pbkdf2 = await pbkdf2Loaded
  return pbkdf2(request.password, request.salt, request.iterations, request.keylen, request.algo)
}
