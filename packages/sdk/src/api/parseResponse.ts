import type * as z from 'zod'
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

/** Parses a response's `data` with `schema`; a mismatch becomes an ApiResponseError naming the field. */
export function parseResponse<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = formatFieldPath(issue?.path ?? [])
  throw new ApiResponseError(path, issue?.message ?? 'unexpected value', {
    details: {
      issues: result.error.issues.map((i) => ({ path: formatFieldPath(i.path), message: i.message })),
    },
  })
}
