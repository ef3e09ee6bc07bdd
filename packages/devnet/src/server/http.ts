import type { IncomingMessage, ServerResponse } from 'node:http'

const MAX_BODY_BYTES = 1024 * 1024

/** Thrown for a request the server refuses before any handler runs (body too big, not JSON). */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** CORS headers of the API and the bridge simulator: open, like the public services they stand for. */
export function setCorsHeaders(res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', '*')
  res.setHeader('access-control-allow-methods', 'GET, POST, HEAD, OPTIONS')
  res.setHeader(
    'access-control-allow-headers',
    'Origin, Accept, Content-Type, X-Requested-With, Authorization',
  )
  res.setHeader('access-control-max-age', '600')
}

/**
 * May a page at `origin` use the devnet's controls (faucet, advance, price…)? Only the devnet's own origins and
 * pages served from this machine (localhost, 127.0.0.1, [::1], *.localhost): any other website must not move the
 * chain's clock or hand out FTM. A request without an Origin (curl, Node, tests) is not a page and is allowed.
 */
export function isControlOriginAllowed(origin: string, ownOrigins: readonly string[]): boolean {
  if (ownOrigins.includes(origin)) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  const host = url.hostname
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'
}

/** CORS headers of the controls: the allowed origin echoed (never `*`), and `Vary: Origin`. */
export function setControlCorsHeaders(res: ServerResponse, origin: string | undefined): void {
  res.setHeader('vary', 'Origin')
  if (origin === undefined) return
  res.setHeader('access-control-allow-origin', origin)
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
  res.setHeader('access-control-allow-headers', 'Content-Type')
  res.setHeader('access-control-max-age', '600')
}

/** Reads and parses a JSON body (empty body → undefined). */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large')
    chunks.push(chunk as Buffer)
  }
  const text = Buffer.concat(chunks).toString('utf8').trim()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'request body is not valid JSON')
  }
}

/** Writes a JSON answer; bigints are written as decimal strings. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, (_, value) => (typeof value === 'bigint' ? value.toString() : value))
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(text)
}
