import type * as core from 'zod/v4/core'
import type { ApiClient, ApiRequestParameters } from './createApiClient.js'
import { ApiGraphqlError, ApiInputError } from './errors.js'
import { parseResponse } from './parseResponse.js'

/** Options every query function takes. */
export interface QueryParameters {
  /** Cancels the request and its retries. */
  signal?: AbortSignal | undefined
}

/** How a JSON-RPC node answers an operation, in the operation's `data` shape (see ApiRequestParameters.rpc). */
export type RpcAnswer = NonNullable<ApiRequestParameters['rpc']>

/**
 * Sends `document` and parses the answer's data with `schema`. With `rpc`, a JSON-RPC node answers the same
 * `data` shape when the API cannot (limited mode), so callers never know which one answered.
 */
export async function runQuery<Schema extends core.$ZodType>(
  client: ApiClient,
  document: string,
  variables: Record<string, unknown> | undefined,
  schema: Schema,
  signal?: AbortSignal,
  rpc?: RpcAnswer,
): Promise<core.output<Schema>> {
  const data = await client.request({ document, variables, signal, rpc })
  return parseResponse(schema, data)
}

/**
 * Like runQuery, but a GraphQL error whose message matches `notFound` (and whose path starts at `field`)
 * resolves to null: the server reports some missing objects as errors ("unknown delegation").
 */
export async function runQueryOrNull<Schema extends core.$ZodType>(
  client: ApiClient,
  document: string,
  variables: Record<string, unknown> | undefined,
  schema: Schema,
  notFound: { field: string; message: RegExp },
  signal?: AbortSignal,
  rpc?: RpcAnswer,
): Promise<core.output<Schema> | null> {
  try {
    return await runQuery(client, document, variables, schema, signal, rpc)
  } catch (error) {
    const missing =
      error instanceof ApiGraphqlError &&
      error.errors.every(
        (e) => notFound.message.test(e.message) && (e.path === undefined || e.path[0] === notFound.field),
      )
    if (missing) return null
    throw error
  }
}

/**
 * A TanStack-friendly query key: `[name, params]` without the signal, bigints as decimal strings
 * (JSON-hashable) and addresses lowercased (so checksummed and lowercase inputs share a cache entry).
 */
export function createQueryKey<Name extends string>(name: Name, parameters: object = {}) {
  const normalized: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(parameters)) {
    if (key === 'signal' || value === undefined) continue
    normalized[key] = normalizeKeyValue(value)
  }
  return [name, normalized] as const
}

function normalizeKeyValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) return value.toLowerCase()
  if (Array.isArray(value)) return value.map(normalizeKeyValue)
  return value
}

/** bigint or safe integer → the API's "0x…" quantity (Long/BigInt variables must be hex strings). */
export function toHexQuantity(value: bigint | number, name: string): string {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new ApiInputError(`${name} must be a whole number`)
  }
  const big = BigInt(value)
  if (big < 0n) throw new ApiInputError(`${name} must not be negative`)
  return `0x${big.toString(16)}`
}

/** Checks a 20-byte hex address before it goes into a variable. */
export function checkAddress(value: string, name: string): string {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw new ApiInputError(`${name} is not a valid address`)
  }
  return value
}

/** Page sizes: a whole number from 1 to 250 (the server caps larger counts at 250). */
export function checkCount(value: number, name = 'count'): number {
  if (!Number.isInteger(value) || value < 1 || value > 250) {
    throw new ApiInputError(`${name} must be a whole number from 1 to 250`)
  }
  return value
}
