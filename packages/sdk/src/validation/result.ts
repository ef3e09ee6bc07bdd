import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'
import { ValidationError, type ValidationErrorCode } from '../errors/ValidationError.js'

/** Outcome of a `validateX` helper: the normalised value, or the first message to show and its code. */
export type ValidationResult<T> =
  | { ok: true; value: T }
  | { ok: false; message: string; code: ValidationErrorCode; field?: string }

/** Params our custom zod issues carry, so a message maps back to a stable code. */
export const codeParams = (code: ValidationErrorCode) => ({ params: { code } })

/** Runs a schema and reduces its first issue to `{ ok: false, message, code, field }`. */
export function runSchema<S extends core.$ZodType>(
  schema: S,
  input: unknown,
  fallbackCode: ValidationErrorCode,
): ValidationResult<core.output<S>> {
  // zod/mini's function parses both kinds of schema (docs/decisions.md#size-budgets).
  const parsed = safeParse(schema, input)
  if (parsed.success) return { ok: true, value: parsed.data }
  const issue = parsed.error.issues[0]
  const code = (issue?.code === 'custom' && (issue.params?.code as ValidationErrorCode)) || fallbackCode
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : undefined
  return { ok: false, message: issue?.message ?? 'Invalid value', code, ...(field ? { field } : {}) }
}

/** Returns the value of a successful result or throws the ValidationError it describes. */
export function unwrapResult<T>(result: ValidationResult<T>): T {
  if (result.ok) return result.value
  throw new ValidationError(
    result.code,
    result.message,
    result.field ? { details: { field: result.field } } : {},
  )
}

/** Parses with a schema or throws ValidationError with the spec's message and a stable code. */
export function parseOrThrow<S extends core.$ZodType>(
  schema: S,
  input: unknown,
  fallbackCode: ValidationErrorCode,
): core.output<S> {
  return unwrapResult(runSchema(schema, input, fallbackCode))
}
