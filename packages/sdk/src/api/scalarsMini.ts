// The wire-format scalars of scalars.ts built with zod/mini, for the queries an app needs first (the balance, the
// nonce, a transaction's state, sending, the price): zod's
// full API costs an app about 25 KB gzipped, zod/mini about 5 KB (docs/decisions.md#size-budgets). Same checks,
// same messages, same outputs as scalars.ts.
import { getAddress } from 'ethers'
import * as z from 'zod/mini'

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/

/** Long / BigInt → bigint (as scalars.ts hexBigInt). */
export const hexBigIntMini = /* @__PURE__ */ z.pipe(
  z.string().check(z.regex(HEX_QUANTITY, 'expected a 0x-hex quantity')),
  z.transform((value: string) => BigInt(value)),
)

/** Address → EIP-55 checksummed string (as scalars.ts address). */
export const addressMini = /* @__PURE__ */ z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'expected a 20-byte 0x-hex address')),
  z.transform((value: string) => getAddress(value.toLowerCase())),
)

/** Long holding a small count or code → number (as scalars.ts hexNumber). */
export const hexNumberMini = /* @__PURE__ */ z.pipe(
  z.string().check(z.regex(HEX_QUANTITY, 'expected a 0x-hex quantity')),
  z.transform((value: string, ctx) => {
    const n = Number.parseInt(value.slice(2), 16)
    if (!Number.isSafeInteger(n)) {
      ctx.issues.push({ code: 'custom', message: 'expected a hex quantity below 2^53', input: value })
      return z.NEVER
    }
    return n
  }),
)

/** Bytes32 (hashes) → lowercase 0x + 64 hex (as scalars.ts bytes32). */
export const bytes32Mini = /* @__PURE__ */ z.pipe(
  z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte 0x-hex value')),
  z.transform((value: string) => value.toLowerCase() as `0x${string}`),
)
