// zod/mini: names and orders are checked on every first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { MESSAGES, orderOutOfRangeMessage } from './messages.js'
import { codeParams, runSchema, type ValidationResult } from './result.js'
import { toNumberInput } from './toNumberInput.js'

/** Account or contact name: may not be blank after trimming; comes out trimmed. */
export const nameSchema = /* @__PURE__ */ z
  .pipe(
    /* @__PURE__ */ z.string({ error: MESSAGES.blank }),
    /* @__PURE__ */ z.transform((value: string) => value.trim()),
  )
  .check(
    /* @__PURE__ */ z.refine((value: string) => value.length > 0, {
      error: MESSAGES.blank,
      .../* @__PURE__ */ codeParams('NAME_BLANK'),
    }),
  )

/** 1-based position in a list of `max` items: a whole number from 1 to max ('Value must be between 1 and N'). */
export function orderSchema(max: number) {
  return z.pipe(z.unknown(), z.transform(toNumberInput)).check(
    z.refine((value: number) => Number.isInteger(value) && value >= 1 && value <= max, {
      error: orderOutOfRangeMessage(max),
      ...codeParams('ORDER_OUT_OF_RANGE'),
    }),
  )
}

/** Validates an account (or contact) name. */
export const validateName = (input: unknown): ValidationResult<string> =>
  runSchema(nameSchema, input, 'NAME_BLANK')

/** Validates a 1-based order in a list of `max` items. */
export const validateOrder = (input: unknown, max: number): ValidationResult<number> =>
  runSchema(orderSchema(max), input, 'ORDER_OUT_OF_RANGE')

/** Restore must not add a keystore account whose address is already a keystore account. */
export function validateNewAccountAddress(
  address: string,
  accounts: readonly { address: string; type: string }[],
): ValidationResult<string> {
  const exists = accounts.some(
    (a) => a.type === 'keystore' && a.address.toLowerCase() === address.toLowerCase(),
  )
  return exists
    ? { ok: false, message: MESSAGES.accountExists, code: 'ACCOUNT_EXISTS' }
    : { ok: true, value: address }
}
