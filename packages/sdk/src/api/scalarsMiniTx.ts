// The zod/mini scalars of a transaction's queries (its state, its hash), beside scalarsMini.ts and in a module of
// their own so that an app that only reads balances does not carry them (docs/decisions.md#size-budgets). Same
// checks, messages and outputs as scalars.ts.
import * as z from 'zod/mini'
import { HEX_QUANTITY } from './scalarsMini.js'

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
