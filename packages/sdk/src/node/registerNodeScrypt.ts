import { scrypt as nativeScrypt } from 'node:crypto'
import { scrypt } from 'ethers'

type ScryptImplementation = Parameters<typeof scrypt.register>[0]

/**
 * scrypt on node:crypto (OpenSSL, on the libuv thread pool), in the shape ethers' `scrypt.register` takes.
 * It reports progress only at 0 and 1. `maxmem` is sized from the parameters; the keystore limits
 * (isScryptAffordable) are checked before this runs.
 */
export const nodeScrypt: ScryptImplementation = (passwd, salt, N, r, p, dkLen, progress) =>
  new Promise((resolve, reject) => {
    progress?.(0)
    const maxmem = 128 * r * (N + p + 2) + 1024 * 1024
    nativeScrypt(passwd, salt, dkLen, { N, r, p, maxmem }, (error, key) => {
      if (error) return reject(error)
      progress?.(1)
      resolve(new Uint8Array(key.buffer, key.byteOffset, key.byteLength))
    })
  })

let registered = false

/**
 * Makes ethers' `scrypt` (and so every keystore the SDK encrypts or decrypts) run on node:crypto, so that
 * unlocking costs what native scrypt costs instead of the pure-JS fallback. Idempotent; returns false when
 * another part of the program has locked ethers' scrypt.
 */
export function registerNodeScrypt(): boolean {
  if (registered) return true
  try {
    scrypt.register(nodeScrypt)
    registered = true
  } catch {
    // ethers throws "scrypt is locked" after scrypt.lock(); the pure-JS implementation then stays in use.
    registered = false
  }
  return registered
}

/** Puts ethers' own (pure-JS) scrypt back, for comparisons such as the keystore benchmark. */
export function unregisterNodeScrypt(): void {
  if (!registered) return
  scrypt.register(scrypt._)
  registered = false
}
