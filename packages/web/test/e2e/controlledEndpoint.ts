// An API endpoint the test controls (the fault drill, docs/behaviour/app-shell.md#network-and-api-status): a tiny node:http
// proxy in front of the devnet's GraphQL API that the test switches between passing every request through,
// answering HTTP 200 with an HTML page (a proxy's error page, a captive portal), hanging, and being dead
// (nothing listens on its port: connection refused).
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'

export type EndpointMode = 'pass' | 'html' | 'hang' | 'dead'

export interface ControlledEndpoint {
  /** The GraphQL URL the app is given, e.g. `http://localhost:40123/api`. */
  readonly url: string
  /** Its origin (what the Content-Security-Policy's connect-src must allow). */
  readonly origin: string
  mode(): EndpointMode
  /** Switches the behaviour; 'dead' closes the port, leaving it revives it on the same port. */
  set(mode: EndpointMode): Promise<void>
  /** GraphQL POSTs received so far, per mode they met (a dead endpoint receives none). */
  readonly received: Record<EndpointMode, number>
  close(): Promise<void>
}

const HTML_PAGE =
  '<!doctype html><html><head><title>Network login</title></head><body><h1>Sign in to continue</h1></body></html>'
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

/**
 * Starts the proxy on a free port of `listenHost` (default 127.0.0.1) in 'pass' mode. `urlHost` is the host name
 * the app uses in the URL (e.g. `localhost` for a second endpoint on another host name than the first).
 */
export async function startControlledEndpoint({
  target,
  listenHost = '127.0.0.1',
  urlHost = listenHost,
}: {
  /** The devnet's API URL (`http://127.0.0.1:<port>/api`). */
  target: string
  listenHost?: string
  urlHost?: string
}): Promise<ControlledEndpoint> {
  const upstream = new URL(target)
  let mode: EndpointMode = 'pass'
  const received: Record<EndpointMode, number> = { pass: 0, html: 0, hang: 0, dead: 0 }
  const sockets = new Set<Socket>()
  const hanging = new Set<ServerResponse>()

  function passThrough(req: IncomingMessage, res: ServerResponse) {
    const forward = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  }

  const server = createServer((req, res) => {
    if (req.method === 'POST') received[mode] += 1
    if (mode === 'pass') return passThrough(req, res)
    if (mode === 'hang') {
      hanging.add(res)
      res.on('close', () => hanging.delete(res))
      return
    }
    // 'html': the preflight passes, so the browser hands the page's fetch an HTTP 200 with an HTML body.
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS)
      res.end()
      return
    }
    req.resume()
    res.writeHead(200, { ...CORS, 'content-type': 'text/html; charset=utf-8' })
    res.end(HTML_PAGE)
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })

  const listen = (port: number) =>
    new Promise<void>((ok, fail) => {
      server.once('error', fail)
      server.listen(port, listenHost, () => {
        server.off('error', fail)
        ok()
      })
    })
  const stop = () =>
    new Promise<void>((ok) => {
      for (const socket of sockets) socket.destroy()
      server.close(() => ok())
    })

  await listen(0)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const origin = `http://${urlHost}:${port}`
  return {
    url: `${origin}${upstream.pathname}`,
    origin,
    mode: () => mode,
    async set(next) {
      if (next === mode) return
      const was = mode
      mode = next
      if (next === 'dead') await stop()
      else if (was === 'dead') await listen(port)
      // Requests left hanging end when the endpoint changes its behaviour (as a proxy that recovers would).
      if (was === 'hang') for (const res of hanging) res.destroy()
    },
    received,
    async close() {
      if (mode !== 'dead') await stop()
    },
  }
}
