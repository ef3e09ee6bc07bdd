import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/**
 * An endpoint failed: connection refused or reset, DNS failure, per-attempt timeout (`API_TIMEOUT`), an HTTP
 * 5xx/408/429 from a proxy or the server's own timeout (`API_UNAVAILABLE`), or an answer that is no GraphQL
 * response (an HTML page with status 200, an empty or truncated body, JSON without `data`/`errors`:
 * `API_NOT_GRAPHQL`). These are the only errors the client fails over and retries on. Endpoint addresses are
 * never in the message. `API_NOT_CONFIGURED`: an operation only the API answers, on an RPC-only network.
 */
export class ApiNetworkError extends WalletError<
  'API_NETWORK_ERROR' | 'API_TIMEOUT' | 'API_UNAVAILABLE' | 'API_NOT_GRAPHQL' | 'API_NOT_CONFIGURED'
> {
  override readonly name = 'ApiNetworkError'
}

/** One error as the server reported it. */
export interface ApiGraphqlErrorItem {
  readonly message: string
  /** Field path of the failed resolver, e.g. `['account', 'txList']` (absent for parse/validation errors). */
  readonly path?: readonly (string | number)[]
}

/**
 * The server answered with GraphQL errors (a resolver failed, a node rejected the transaction, a bad argument).
 * Never retried. `messages` are the server's texts verbatim; `data` is whatever partial data came with them.
 */
export class ApiGraphqlError extends WalletError<'API_GRAPHQL_ERROR'> {
  override readonly name = 'ApiGraphqlError'
  readonly errors: readonly ApiGraphqlErrorItem[]
  readonly data: unknown

  constructor(errors: readonly ApiGraphqlErrorItem[], data: unknown, options: WalletErrorOptions = {}) {
    super('API_GRAPHQL_ERROR', errors.map((e) => e.message).join(', ') || 'GraphQL error', options)
    this.errors = errors
    this.data = data
  }

  /** The server's messages, in order. */
  get messages(): string[] {
    return this.errors.map((e) => e.message)
  }
}

/**
 * The server answered but the body is not what the schema promises: not JSON, a field missing, a wrong type,
 * a malformed hex value. `path` names the field, e.g. `account.delegations.edges[0].delegation.amount`.
 */
export class ApiResponseError extends WalletError<'API_RESPONSE_MALFORMED'> {
  override readonly name = 'ApiResponseError'
  readonly path: string

  constructor(path: string, problem: string, options: WalletErrorOptions = {}) {
    super('API_RESPONSE_MALFORMED', `Malformed API response at ${path}: ${problem}`, options)
    this.path = path
  }
}

/** The client was configured with something unusable (no endpoints, a bad URL, credentials in a URL). */
export class ApiConfigError extends WalletError<'API_CONFIG_INVALID'> {
  override readonly name = 'ApiConfigError'
  constructor(message: string, options: WalletErrorOptions = {}) {
    super('API_CONFIG_INVALID', message, options)
  }
}

/** A "fetch all" walk reached its page bound while the server still reported more pages. */
export class ApiPageLimitError extends WalletError<'API_PAGE_LIMIT'> {
  override readonly name = 'ApiPageLimitError'
  constructor(maxPages: number, options: WalletErrorOptions = {}) {
    super('API_PAGE_LIMIT', `More than ${maxPages} pages; stopped before loading everything`, options)
  }
}

/** A query function was called with a value the API cannot take (bad address, negative amount, …). */
export class ApiInputError extends WalletError<'API_INPUT_INVALID'> {
  override readonly name = 'ApiInputError'
  constructor(message: string, options: WalletErrorOptions = {}) {
    super('API_INPUT_INVALID', message, options)
  }
}

/**
 * In limited mode (or on an RPC-only network), a read a JSON-RPC node could answer through contracts the wallet
 * does not know for this network (e.g. fMint on the testnet): the message says what needs the Fantom API.
 */
export class ApiContractsUnknownError extends WalletError<'API_CONTRACTS_UNKNOWN'> {
  override readonly name = 'ApiContractsUnknownError'
  constructor(message: string, options: WalletErrorOptions = {}) {
    super('API_CONTRACTS_UNKNOWN', message, options)
  }
}
