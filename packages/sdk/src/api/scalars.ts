// zod schemas for the Fantom API's wire formats (docs/chain-and-api.md#wire-formats): Long and BigInt are
// "0x"-hex strings (never JSON numbers), addresses come lowercase, Bytes32 is 0x + 64 hex, Int/Float are numbers.
import { getAddress } from 'ethers'
import * as z from 'zod'

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/

/** Long / BigInt → bigint (amounts in wei, ids, nonces, gas). */
export const hexBigInt = /* @__PURE__ */ z
  .string()
  .regex(HEX_QUANTITY, 'expected a 0x-hex quantity')
  .transform((value) => BigInt(value))

/** Long holding unix seconds, durations or small counts → number (rejects values beyond 2^53). */
export const hexNumber = /* @__PURE__ */ z
  .string()
  .regex(HEX_QUANTITY, 'expected a 0x-hex quantity')
  .transform((value, ctx) => {
    const n = Number.parseInt(value.slice(2), 16)
    if (!Number.isSafeInteger(n)) {
      ctx.issues.push({ code: 'custom', message: 'expected a hex quantity below 2^53', input: value })
      return z.NEVER
    }
    return n
  })

/** Address → EIP-55 checksummed string (the server sends lowercase). */
export const address = /* @__PURE__ */ z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 20-byte 0x-hex address')
  .transform((value) => getAddress(value.toLowerCase()))

/** Bytes32 (hashes) → lowercase 0x + 64 hex. */
export const bytes32 = /* @__PURE__ */ z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte 0x-hex value')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** Bytes → lowercase 0x-hex ("0x" when empty). */
export const hexBytes = /* @__PURE__ */ z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/, 'expected 0x-hex bytes')
  .transform((value) => value.toLowerCase() as `0x${string}`)

/** GraphQL Int. */
export const int = /* @__PURE__ */ z.number().int('expected an integer')

/** GraphQL Float. */
export const float = /* @__PURE__ */ z.number().finite('expected a finite number')

/** Cursor: opaque string (hash, hex number, DB id or checksummed address depending on the list). */
export const cursor = /* @__PURE__ */ z.string()
