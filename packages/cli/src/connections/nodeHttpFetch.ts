import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http'

/** What the SDK's API client reads of a response; a subset of the Fetch Response. */
export interface HttpResponse {
  readonly ok: boolean
  readonly status: number
  readonly statusText: string
  readonly url: string
  readonly headers: { get(name: string): string | null }
  text(): Promise<string>
  json(): Promise<unknown>
}

const MAX_REDIRECTS = 5

/**
 * `fetch` for the CLI's API requests over node:http(s). Node's own fetch (undici) costs about 90 ms of CPU to
 * load and compile its HTTP parser on every run, more than the rest of `ftm balance` together; a short-lived
 * process making one or two POSTs does not need it. Same contract as fetch where the API client relies on
 * it: connection failures reject with a TypeError ('fetch failed', the cause attached), an aborted signal
 * rejects with its reason, 307/308 redirects are followed, and a body that breaks off rejects `text()` with
 * a TypeError. Only what the API client reads of the Response is provided.
 */
export const nodeHttpFetch = ((input: string | URL | Request, init: RequestInit = {}) =>
  send(
    new URL(typeof input === 'string' || input instanceof URL ? input : input.url),
    init,
    0,
  )) as unknown as typeof fetch

async function send(url: URL, init: RequestInit, redirects: number): Promise<HttpResponse> {
  const signal = init.signal ?? undefined
  signal?.throwIfAborted()
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError('fetch failed', { cause: new Error(`unsupported protocol ${url.protocol}`) })
  }
  const { request } = url.protocol === 'https:' ? await import('node:https') : await import('node:http')
  const options: RequestOptions = { method: init.method ?? 'GET', headers: plainHeaders(init.headers) }
  const body = typeof init.body === 'string' ? init.body : init.body == null ? undefined : String(init.body)
  const message = await new Promise<IncomingMessage>((resolve, reject) => {
    const req: ClientRequest = request(url, options, resolve)
    const onAbort = () => req.destroy()
    signal?.addEventListener('abort', onAbort, { once: true })
    req.on('close', () => signal?.removeEventListener('abort', onAbort))
    req.on('error', (cause) =>
      reject(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause })),
    )
    req.end(body)
  })
  const location = message.headers.location
  if ((message.statusCode === 307 || message.statusCode === 308) && location && redirects < MAX_REDIRECTS) {
    message.resume()
    return send(new URL(location, url), init, redirects + 1)
  }
  return toResponse(url, message, signal)
}

function toResponse(url: URL, message: IncomingMessage, signal: AbortSignal | undefined): HttpResponse {
  const chunks: Buffer[] = []
  const text = new Promise<string>((resolve, reject) => {
    message.on('data', (chunk: Buffer) => chunks.push(chunk))
    message.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    message.on('aborted', () => reject(new TypeError('terminated')))
    message.on('error', (cause) =>
      reject(signal?.aborted ? signal.reason : new TypeError('terminated', { cause })),
    )
  })
  // Read once, by whichever of text() and json() is called; an unread body must not be an unhandled rejection.
  text.catch(() => undefined)
  const status = message.statusCode ?? 0
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: message.statusMessage ?? '',
    url: url.href,
    headers: {
      get(name) {
        const value = message.headers[name.toLowerCase()]
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
      },
    },
    text: () => text,
    json: async () => JSON.parse(await text) as unknown,
  }
}

function plainHeaders(headers: RequestInit['headers']): Record<string, string> {
  if (headers === undefined) return {}
  if (Array.isArray(headers)) return Object.fromEntries(headers)
  if (typeof (headers as Headers).forEach === 'function') {
    const out: Record<string, string> = {}
    ;(headers as Headers).forEach((value, key) => {
      out[key] = value
    })
    return out
  }
  return { ...(headers as Record<string, string>) }
}
