import { ClientError, GraphQLClient } from 'graphql-request'
import {
  ApiGraphqlError,
  type ApiGraphqlErrorItem,
  ApiHttpError,
  ApiNetworkError,
  ApiResponseError,
} from './errors.js'

export interface RequestEndpointParameters {
  url: string
  document: string
  variables?: Record<string, unknown> | undefined
  /** Aborts this one attempt; its `reason` is rethrown as is. */
  signal: AbortSignal
  fetch: typeof globalThis.fetch
}

/**
 * One POST to one endpoint, with every outcome sorted into our error classes: no answer → ApiNetworkError
 * (retryable), GraphQL errors → ApiGraphqlError, unusable body → ApiResponseError, other HTTP status →
 * ApiHttpError. Resolves with the `data` object.
 */
export async function requestEndpoint(parameters: RequestEndpointParameters): Promise<unknown> {
  const { url, document, variables, signal } = parameters
  const fetchTagged: typeof globalThis.fetch = async (input, init) => {
    try {
      return await parameters.fetch(input, init)
    } catch (error) {
      if (signal.aborted) throw signal.reason
      throw new ApiNetworkError('API_NETWORK_ERROR', 'The Fantom API could not be reached', { cause: error })
    }
  }
  const client = new GraphQLClient(url, { fetch: fetchTagged, method: 'POST', errorPolicy: 'all' })
  let response: Awaited<ReturnType<GraphQLClient['rawRequest']>>
  try {
    response = await client.rawRequest({ query: document, variables, signal })
  } catch (error) {
    if (signal.aborted) throw signal.reason
    throw sortError(error)
  }
  const errors = readErrors(response.errors)
  if (errors.length > 0) throw new ApiGraphqlError(errors, response.data ?? null)
  if (response.data === undefined || response.data === null) {
    throw new ApiResponseError('data', 'expected an object, received nothing')
  }
  return response.data
}

function sortError(error: unknown): Error {
  if (error instanceof ApiNetworkError) return error
  if (error instanceof ClientError) {
    const { status } = error.response
    const errors = readErrors(error.response.errors)
    if (errors.length > 0) return new ApiGraphqlError(errors, error.response.data ?? null)
    if (status >= 500 || status === 408 || status === 429) {
      return new ApiNetworkError('API_UNAVAILABLE', `The Fantom API is unavailable (HTTP ${status})`, {
        details: { status },
      })
    }
    return new ApiHttpError(status)
  }
  // fetch resolved, so the server answered; reading the body failed midway (TypeError) or it is not JSON.
  if (error instanceof TypeError) {
    return new ApiNetworkError('API_NETWORK_ERROR', 'The connection to the Fantom API broke', {
      cause: error,
    })
  }
  return new ApiResponseError('body', 'not a GraphQL JSON response', { cause: error })
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
