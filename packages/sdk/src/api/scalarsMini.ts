// The wire-format scalars of scalars.ts built with zod/mini, for the queries an app needs first (the balance, the
// nonce, sending, the price; a transaction's own scalars are in scalarsMiniTx.ts, so that a balance-only app does not
// carry them: esbuild keeps an unused schema's construction): zod's full API costs an app about 25 KB gzipped, zod/mini about 5 KB (docs/decisions.md#size-budgets). Same checks,
// same messages, same outputs as scalars.ts.
import { getAddress } from 'ethers'
import * as z from 'zod/mini'

export const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/

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
