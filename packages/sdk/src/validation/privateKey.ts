import * as z from 'zod'
import { MESSAGES } from './messages.js'
import { codeParams, runSchema, type ValidationResult } from './result.js'

/** Order of the secp256k1 group: a private key is an integer in [1, n - 1]. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** Trims and adds the missing 0x; the result is lower-case. */
export function normalizePrivateKey(input: string): string {
  const text = input.trim()
  return (text.startsWith('0x') || text.startsWith('0X') ? `0x${text.slice(2)}` : `0x${text}`).toLowerCase()
}

const isValidKey = (key: string) =>
  /^0x[0-9a-f]{64}$/.test(key) && BigInt(key) > 0n && BigInt(key) < SECP256K1_N

/** Private key on restore: 64 hex characters with or without 0x, normalised to 0x + 64 lower-case hex. */
export const privateKeySchema = /* @__PURE__ */ z
  .string({ error: MESSAGES.privateKeyInvalid })
  .transform(normalizePrivateKey)
  .refine(isValidKey, {
    error: MESSAGES.privateKeyInvalid,
    .../* @__PURE__ */ codeParams('PRIVATE_KEY_INVALID'),
  })

/** Validates and normalises a private key. The key never appears in the message. */
export const validatePrivateKey = (input: unknown): ValidationResult<string> =>
  runSchema(privateKeySchema, input, 'PRIVATE_KEY_INVALID')
