// The CLI's reads gathered into fewer GraphQL requests (docs/behaviour/signing.md#unlocking-in-the-cli): the queries a
// command starts together (ftm send: the balance, the gas price, the history page, the DeFi tokens, the price and the
// lists that name contracts) travel as ONE operation whose root fields are aliased apart, and each caller gets its own
// part of the answer, exactly as if it had asked alone. The same query asked twice at once is asked once.
import {
  type ApiClient,
  ApiGraphqlError,
  type ApiGraphqlErrorItem,
  ApiNetworkError,
  type ApiRequestParameters,
} from '@ftm-wallet/sdk'

/** A query as the batch takes it: its name, its variable definitions and its root selections, unwrapped. */
interface ParsedQuery {
  name: string
  /** The text between the parentheses of `query Name(…)`, or ''. */
  variableDefinitions: string
  /** The text between the outer braces. */
  selections: string
}

// One operation with only what the SDK's documents use: no strings, comments, fragments or directives (anything else
// is sent as it is).
const QUERY = /^\s*query\s+(\w+)\s*(?:\(([^()]*)\))?\s*\{([\s\S]*)\}\s*$/
const UNSUPPORTED = /["#@]|\.\.\.|\bfragment\b|\bsubscription\b|\bmutation\b/

/** The parts of a query document that can join a batch; undefined for one that must be sent as it is. */
export function parseBatchableQuery(document: string): ParsedQuery | undefined {
  if (UNSUPPORTED.test(document)) return undefined
  const match = QUERY.exec(document)
  if (!match) return undefined
  const [, name, variableDefinitions = '', selections = ''] = match
  if (!balanced(selections) || !balanced(variableDefinitions)) return undefined
  return { name: name as string, variableDefinitions, selections }
}

/** Braces and parentheses close in order (and nothing closes that was not opened). */
function balanced(text: string): boolean {
  const open: string[] = []
  for (const c of text) {
    if (c === '{' || c === '(') open.push(c)
    else if (c === '}' || c === ')') {
      if (open.pop() !== (c === '}' ? '{' : '(')) return false
    }
  }
  return open.length === 0
}

const IDENTIFIER_START = /[A-Za-z_]/
const IDENTIFIER = /\w/

/**
 * `selections` with every root field answered under `prefix`: `account(…) {…}` → `p_account: account(…) {…}`,
 * `a0: account(…)` → `p_a0: account(…)`. Nested selections and arguments are left alone.
 */
export function prefixRootFields(selections: string, prefix: string): string {
  let out = ''
  let depth = 0
  let i = 0
  while (i < selections.length) {
    const c = selections[i] as string
    if (
      depth === 0 &&
      IDENTIFIER_START.test(c) &&
      (i === 0 || !IDENTIFIER.test(selections[i - 1] as string))
    ) {
      let end = i
      while (end < selections.length && IDENTIFIER.test(selections[end] as string)) end += 1
      const name = selections.slice(i, end)
      let next = end
      while (next < selections.length && /\s/.test(selections[next] as string)) next += 1
      if (selections[next] === ':') {
        // An alias: rename it, keep the field it names.
        let field = next + 1
        while (field < selections.length && /\s/.test(selections[field] as string)) field += 1
        let fieldEnd = field
        while (fieldEnd < selections.length && IDENTIFIER.test(selections[fieldEnd] as string)) fieldEnd += 1
        out += `${prefix}${name}${selections.slice(end, fieldEnd)}`
        i = fieldEnd
      } else {
        out += `${prefix}${name}: ${name}`
        i = end
      }
      continue
    }
    if (c === '{' || c === '(') depth += 1
    else if (c === '}' || c === ')') depth -= 1
    out += c
    i += 1
  }
  return out
}

/** `$name` → `$<prefix>name` everywhere in `text` (definitions and uses). */
const prefixVariables = (text: string, prefix: string) =>
  text.replace(/\$(\w+)/g, (_, name) => `$${prefix}${name}`)

/** The document and variables of several queries asked as one; part `i` answers under the prefix `b<i>_`. */
export function mergeQueries(
  parts: readonly { query: ParsedQuery; variables: Record<string, unknown> | undefined }[],
): { document: string; variables: Record<string, unknown> } {
  const definitions: string[] = []
  const selections: string[] = []
  const variables: Record<string, unknown> = {}
  for (const [i, { query, variables: own }] of parts.entries()) {
    const prefix = partPrefix(i)
    if (query.variableDefinitions.trim() !== '')
      definitions.push(prefixVariables(query.variableDefinitions, prefix).trim())
    selections.push(prefixRootFields(prefixVariables(query.selections, prefix), prefix))
    for (const [key, value] of Object.entries(own ?? {})) variables[`${prefix}${key}`] = value
  }
  const name = `Batch_${parts.map((p) => p.query.name).join('_')}`
  const header = definitions.length > 0 ? `query ${name}(${definitions.join(', ')})` : `query ${name}`
  return { document: `${header} {\n${selections.join('\n')}\n}`, variables }
}

const partPrefix = (i: number) => `b${i}_`

/** Part `i`'s data from a merged answer: its root keys without the prefix; undefined when none of them came back. */
export function splitData(data: unknown, i: number): Record<string, unknown> | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const prefix = partPrefix(i)
  const own: Record<string, unknown> = {}
  let found = false
  for (const [key, value] of Object.entries(data)) {
    if (!key.startsWith(prefix)) continue
    own[key.slice(prefix.length)] = value
    found = true
  }
  return found ? own : undefined
}

/** Part `i`'s errors from a merged answer (their path as the part alone would have had it). */
function splitErrors(errors: readonly ApiGraphqlErrorItem[], i: number): ApiGraphqlErrorItem[] {
  const prefix = partPrefix(i)
  const own: ApiGraphqlErrorItem[] = []
  for (const { message, path = [] } of errors) {
    const [first, ...rest] = path
    if (typeof first === 'string' && first.startsWith(prefix))
      own.push({ message, path: [first.slice(prefix.length), ...rest] })
  }
  return own
}

interface Caller {
  resolve(data: unknown): void
  reject(error: unknown): void
  signal: AbortSignal | undefined
}

/** One distinct query of a batch, with everyone who asked it. */
interface Part {
  key: string
  query: ParsedQuery
  request: ApiRequestParameters
  callers: Caller[]
}

/** Thrown by a batch's JSON-RPC answer: the API did not answer, so each part asks again on its own (see below). */
const ASK_ALONE = Symbol('ask alone')

export interface BatchQueriesOptions {
  /** False while queries must go one by one (the client is in limited mode: each is answered by the node). */
  enabled?: () => boolean
}

/**
 * `client`, with the queries asked in the same turn of the event loop sent together. Each caller gets the `data` (or
 * the error) it would have had alone: a GraphQL error goes to the query whose field it names; an error that names no
 * field (a document the server refused) or an answer without a part sends that part again on its own. Mutations,
 * documents this does not parse and lone queries go as they are. Queries a JSON-RPC node could answer travel apart
 * from those only the API answers, so that each keeps its failover: when the API fails the round, a batch of the
 * former asks again query by query, and the client (now in limited mode) has the node answer each. Queries asked with
 * a signal (a deadline) travel apart from those asked without one.
 */
export function batchQueries(client: ApiClient, options: BatchQueriesOptions = {}): ApiClient {
  const enabled = options.enabled ?? (() => true)
  let pending: Part[] = []
  let scheduled = false

  const alone = (part: Part) =>
    client.request({ ...part.request, signal: sharedSignal(part.callers) }).then(
      (data) => settle(part, data),
      (error: unknown) => fail(part, error),
    )

  const flush = () => {
    scheduled = false
    const parts = pending
    pending = []
    if (!enabled()) {
      for (const part of parts) alone(part)
      return
    }
    // The node-capable queries and the API-only ones in separate batches (each keeps the client's handling of its
    // kind); and the reads given a deadline (a confirmation's names and price) apart from those without one, so that a
    // slow query (a page of history) does not hold them past it. A query asked again joins the part of its first ask.
    const groups = new Map<string, Part[]>()
    for (const part of parts) {
      const kind = `${part.request.rpc ? 'rpc' : 'api'} ${part.request.signal ? 'bounded' : 'open'}`
      groups.set(kind, [...(groups.get(kind) ?? []), part])
    }
    for (const group of groups.values()) {
      if (group.length === 1) alone(group[0] as Part)
      else sendBatch(group)
    }
  }

  const sendBatch = (parts: Part[]) => {
    const merged = mergeQueries(parts.map((p) => ({ query: p.query, variables: p.request.variables })))
    const callers = parts.flatMap((p) => p.callers)
    client
      .request({
        document: merged.document,
        variables: merged.variables,
        signal: sharedSignal(callers),
        ...(parts[0]?.request.rpc
          ? {
              rpc: async () => {
                throw ASK_ALONE
              },
            }
          : {}),
      })
      .then(
        (data) => {
          for (const [i, part] of parts.entries()) {
            const own = splitData(data, i)
            if (own === undefined) alone(part)
            else settle(part, own)
          }
        },
        (error: unknown) => {
          const answered =
            error instanceof ApiGraphqlError &&
            error.errors.every((e) => typeof e.path?.[0] === 'string' && /^b\d+_/.test(e.path[0] as string))
          if (!answered) {
            // The API did not answer (each part then goes to the node), refused the merged document, or the callers
            // stopped: ask each part alone — a stopped caller's part ends at once with its own reason.
            if (error === ASK_ALONE || !(error instanceof ApiNetworkError)) {
              for (const part of parts) alone(part)
              return
            }
            for (const part of parts) fail(part, error)
            return
          }
          for (const [i, part] of parts.entries()) {
            const errors = splitErrors(error.errors, i)
            const own = splitData(error.data, i)
            if (errors.length > 0) fail(part, new ApiGraphqlError(errors, own ?? null))
            else if (own === undefined) alone(part)
            else settle(part, own)
          }
        },
      )
  }

  return {
    get endpointCount() {
      return client.endpointCount
    },
    currentEndpoint: () => client.currentEndpoint(),
    ...(client.contracts ? { contracts: client.contracts } : {}),
    request(request) {
      const query = parseBatchableQuery(request.document)
      if (!query) return client.request(request)
      const { signal } = request
      if (signal?.aborted) return Promise.reject(signal.reason)
      return new Promise((resolve, reject) => {
        const caller: Caller = { resolve, reject, signal }
        const key = `${request.rpc ? 'rpc' : 'api'} ${request.document}\n${JSON.stringify(request.variables ?? {})}`
        const same = pending.find((p) => p.key === key)
        if (same) same.callers.push(caller)
        else pending.push({ key, query, request, callers: [caller] })
        // A caller that stops gets its own reason at once; the others keep waiting for the answer.
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
        if (!scheduled) {
          scheduled = true
          setImmediate(flush)
        }
      })
    },
  }
}

function settle(part: Part, data: unknown): void {
  for (const caller of part.callers) caller.resolve(data)
}

function fail(part: Part, error: unknown): void {
  for (const caller of part.callers) caller.reject(error)
}

/**
 * A signal that aborts once every caller's has (a caller without one never stops the request), so one caller giving
 * up does not cancel what the others wait for.
 */
function sharedSignal(callers: readonly Caller[]): AbortSignal | undefined {
  const signals = callers.map((c) => c.signal)
  if (signals.some((s) => s === undefined)) return undefined
  if (signals.length === 1) return signals[0]
  const controller = new AbortController()
  const check = () => {
    if (signals.every((s) => s?.aborted))
      controller.abort((signals[signals.length - 1] as AbortSignal).reason)
  }
  for (const s of signals) s?.addEventListener('abort', check, { once: true })
  check()
  return controller.signal
}
