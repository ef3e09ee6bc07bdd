import { safeParse } from 'zod/mini'
import type * as core from 'zod/v4/core'
import { ApiResponseError } from './errors.js'

/** Renders a zod issue path as `account.delegations.edges[0].delegation.amount`. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  let out = ''
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`
    else out += out === '' ? String(key) : `.${String(key)}`
  }
  return out === '' ? 'data' : out
}

/**
 * Parses a response's `data` with `schema` (zod or zod/mini: parsed through zod/mini's function, so an app whose
 * queries use zod/mini schemas carries no full zod); a mismatch becomes an ApiResponseError naming the field.
 */
export function parseResponse<Schema extends core.$ZodType>(
  schema: Schema,
  data: unknown,
): core.output<Schema> {
  const result = safeParse(schema, data)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = formatFieldPath(issue?.path ?? [])
  throw new ApiResponseError(path, issue?.message ?? 'unexpected value', {
    details: {
      issues: result.error.issues.map((i) => ({ path: formatFieldPath(i.path), message: i.message })),
    },
  })
}
