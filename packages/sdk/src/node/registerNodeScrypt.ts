import { scrypt as nativeScrypt } from 'node:crypto'
import { SigningKey, scrypt } from 'ethers'

type ScryptImplementation = Parameters<typeof scrypt.register>[0]

/**
 * A key derived ahead for given scrypt inputs (a Node program that started its keystore's KDF before loading the
 * SDK), or undefined. It is asked with the exact password bytes, salt and parameters the keystore needs.
 */
export type EarlyScrypt = (
  passwd: Uint8Array,
  salt: Uint8Array,
  N: number,
  r: number,
  p: number,
  dkLen: number,
) => Promise<Uint8Array> | undefined

let early: EarlyScrypt | undefined

/**
 * Lets {@link nodeScrypt} take a key derived ahead for exactly its inputs instead of deriving it again (the CLI
 * starts its keystore's KDF at start-up, docs/behaviour/signing.md#unlocking-in-the-cli); a derivation that failed is run again here.
 * undefined removes it.
 */
export function setEarlyScrypt(lookup: EarlyScrypt | undefined): void {
  early = lookup
}

/** scrypt on node:crypto itself. */
const derive: ScryptImplementation = (passwd, salt, N, r, p, dkLen) =>
  new Promise((resolve, reject) => {
    const maxmem = 128 * r * (N + p + 2) + 1024 * 1024
    nativeScrypt(passwd, salt, dkLen, { N, r, p, maxmem }, (error, key) => {
      if (error) return reject(error)
      resolve(new Uint8Array(key.buffer, key.byteOffset, key.byteLength))
    })
  })

/**
 * scrypt on node:crypto (OpenSSL, on the libuv thread pool), in the shape ethers' `scrypt.register` takes, or the key
 * derived ahead for the same inputs ({@link setEarlyScrypt}). It reports progress only at 0 and 1. `maxmem` is sized
 * from the parameters; the keystore limits (isScryptAffordable) are checked before this runs.
 */
export const nodeScrypt: ScryptImplementation = async (passwd, salt, N, r, p, dkLen, progress) => {
  progress?.(0)
  const ahead = early?.(passwd, salt, N, r, p, dkLen)
  const key = ahead
    ? await ahead.catch(() => derive(passwd, salt, N, r, p, dkLen))
    : await derive(passwd, salt, N, r, p, dkLen)
  progress?.(1)
  return key
}

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

/**
 * Builds the secp256k1 tables a first signature (and a keystore's address check) needs — about 180 ms of CPU on a
 * loaded machine — by computing the public key of the scalar 1 (the curve's generator, no secret). Run while a KDF
 * is under way on the thread pool, it takes that work off the path from the unlock to the signature
 * (docs/behaviour/signing.md#unlocking-in-the-cli).
 */
export function warmUpSigning(): void {
  SigningKey.computePublicKey(`0x${'0'.repeat(63)}1`)
}
