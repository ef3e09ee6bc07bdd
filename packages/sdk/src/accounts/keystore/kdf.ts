import { getBytes, pbkdf2, scrypt } from 'ethers'
import * as z from 'zod'
import {
  KEYSTORE_MAX_PBKDF2_ITERATIONS,
  KEYSTORE_MAX_SCRYPT_MEMORY,
  KEYSTORE_MAX_SCRYPT_P,
  KEYSTORE_MAX_SCRYPT_R,
  KEYSTORE_MAX_SCRYPT_WORK,
} from '../../constants/keystore.js'
import { KeystoreError } from '../../errors/KeystoreError.js'
import { MESSAGES } from '../../validation/messages.js'

/**
 * scrypt parameters we run: n a power of two below 2^(16·r) (RFC 7914 §2), r, p, memory 128·r·(n + p + 2)
 * and work n·r·p within our caps, dklen ≥ 32 (the MAC uses bytes 16..31), all checked before any work.
 */
export function isScryptAffordable({
  n,
  r,
  p,
  dklen,
}: {
  n: number
  r: number
  p: number
  dklen: number
}): boolean {
  return (
    n > 1 &&
    (n & (n - 1)) === 0 &&
    Math.log2(n) < 16 * r &&
    r <= KEYSTORE_MAX_SCRYPT_R &&
    p <= KEYSTORE_MAX_SCRYPT_P &&
    128 * r * (n + p + 2) <= KEYSTORE_MAX_SCRYPT_MEMORY &&
    n * r * p <= KEYSTORE_MAX_SCRYPT_WORK &&
    dklen >= 32
  )
}

/**
 * The kdfparams schemas, built on first use rather than when the module loads: a page imports this module with its
 * first chunks, and an object schema built before the page makes zod jitless runs zod's eval probe, which the page's
 * Content-Security-Policy reports as a violation.
 */
function kdfParamsSchemas() {
  const int = z.number().int().positive()
  const hex = z.string().regex(/^(0x)?([0-9a-fA-F]{2})*$/)
  return {
    scrypt: z.looseObject({ n: int, r: int, p: int, dklen: int, salt: hex }).refine(isScryptAffordable),
    pbkdf2: z
      .looseObject({ c: int, dklen: int, prf: z.string(), salt: hex })
      .refine(
        ({ c, dklen, prf }) => c <= KEYSTORE_MAX_PBKDF2_ITERATIONS && dklen >= 32 && prf === 'hmac-sha256',
      ),
  }
}
let schemas: ReturnType<typeof kdfParamsSchemas> | undefined

/** The key derivation of one keystore, checked against our limits before any work is done. */
export type KdfParams =
  | { kdf: 'scrypt'; salt: Uint8Array; n: number; r: number; p: number; dklen: number }
  | { kdf: 'pbkdf2'; salt: Uint8Array; c: number; dklen: number }

export const invalidKeystore = (cause?: unknown) =>
  new KeystoreError(
    'KEYSTORE_INVALID',
    MESSAGES.keystoreBadFileOrPassword,
    cause === undefined ? {} : { cause },
  )

const bytes = (value: string) => getBytes(value.startsWith('0x') ? value : `0x${value}`)

/** Reads and bounds the kdf and kdfparams of a keystore's crypto section. */
export function parseKdfParams(kdf: string, params: unknown): KdfParams {
  if (kdf === 'scrypt') {
    schemas ??= kdfParamsSchemas()
    const parsed = schemas.scrypt.safeParse(params)
    if (!parsed.success) throw invalidKeystore()
    const { n, r, p, dklen, salt } = parsed.data
    return { kdf, n, r, p, dklen, salt: bytes(salt) }
  }
  if (kdf === 'pbkdf2') {
    schemas ??= kdfParamsSchemas()
    const parsed = schemas.pbkdf2.safeParse(params)
    if (!parsed.success) throw invalidKeystore()
    const { c, dklen, salt } = parsed.data
    return { kdf, c, dklen, salt: bytes(salt) }
  }
  throw invalidKeystore()
}

/**
 * Derives the keystore key. scrypt goes through ethers' `scrypt`, so the implementation registered with
 * `scrypt.register` (native node:crypto in Node, see `registerNodeScrypt`) is the one that runs.
 */
export async function deriveKey(password: Uint8Array, params: KdfParams): Promise<Uint8Array> {
  try {
    if (params.kdf === 'scrypt') {
      return getBytes(await scrypt(password, params.salt, params.n, params.r, params.p, params.dklen))
    }
    return getBytes(pbkdf2(password, params.salt, params.c, params.dklen, 'sha256'))
  } catch (cause) {
    // The bounds above make this unlikely; whatever the KDF refuses is a keystore we cannot read.
    throw invalidKeystore(cause)
  }
}
