import { ApiGraphqlError, type ApiGraphqlErrorItem, ApiNetworkError, ApiResponseError } from './errors.js'
import { graphqlRequestInit } from './graphqlRequestInit.js'

export interface RequestEndpointParameters {
  url: string
  document: string
  variables?: Record<string, unknown> | undefined
  /** Aborts this one attempt; its `reason` is rethrown as is. */
  signal: AbortSignal
  fetch: typeof globalThis.fetch
}

/**
 * One POST to one endpoint, with every outcome sorted into our error classes. A failed endpoint, which the client
 * fails over and retries, is an ApiNetworkError: no answer (`API_NETWORK_ERROR`), HTTP 5xx/408/429
 * (`API_UNAVAILABLE`), or an answer that is not a GraphQL response at all — an HTML page with status 200 (a proxy's
 * error page, a captive portal), an empty or truncated body, JSON without `data` or `errors` (`API_NOT_GRAPHQL`).
 * A GraphQL response with errors → ApiGraphqlError; a malformed `errors` list →
 * ApiResponseError. Resolves with the `data` object.
 */
export async function requestEndpoint(parameters: RequestEndpointParameters): Promise<unknown> {
  const { url, document, variables, signal } = parameters
  let status: number
  let text: string
  try {
    const response = await parameters.fetch(url, { ...graphqlRequestInit(document, variables), signal })
    status = response.status
    text = await response.text()
  } catch (error) {
    if (signal.aborted) throw signal.reason
    throw new ApiNetworkError('API_NETWORK_ERROR', 'The Fantom API could not be reached', { cause: error })
  }
  const body = readGraphqlBody(text)
  if (body !== undefined && body.errors.length > 0) throw new ApiGraphqlError(body.errors, body.data ?? null)
  if (status >= 500 || status === 408 || status === 429) {
    throw new ApiNetworkError('API_UNAVAILABLE', `The Fantom API is unavailable (HTTP ${status})`, {
      details: { status },
    })
  }
  if (body === undefined || body.data === undefined || body.data === null || status >= 300) {
    throw new ApiNetworkError(
      'API_NOT_GRAPHQL',
      'The Fantom API endpoint answered without a GraphQL response',
      {
        details: { status },
      },
    )
  }
  return body.data
}

/** The body as a GraphQL response, or undefined when it is not one (not JSON, not an object, neither field). */
function readGraphqlBody(text: string): { data: unknown; errors: ApiGraphqlErrorItem[] } | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
  const { data, errors } = parsed as { data?: unknown; errors?: unknown }
  if (data === undefined && errors === undefined) return undefined
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data)))
    return undefined
  return { data, errors: readErrors(errors) }
}

function readErrors(raw: unknown): ApiGraphqlErrorItem[] {
  if (raw === undefined || raw === null) return []
  const list = Array.isArray(raw) ? raw : [raw]
  return list.map((item, index) => {
    const message = (item as { message?: unknown } | null)?.message
    if (typeof message !== 'string')
      throw new ApiResponseError(`errors[${index}].message`, 'expected a string')
    const path = (item as { path?: unknown }).path
    return Array.isArray(path) ? { message, path: path as (string | number)[] } : { message }
  })
}
