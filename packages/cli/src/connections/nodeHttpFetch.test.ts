import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nodeHttpFetch } from './nodeHttpFetch.js'

// A local server for the situations the devnet does not produce on demand: a redirect, a body that breaks
// off, an answer that never comes (against the devnet itself: nodeHttpFetch.devnet.test.ts).
let server: Server
let base: string
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(307, { location: '/echo' }).end()
    } else if (req.url === '/echo') {
      let body = ''
      req.on('data', (chunk) => (body += chunk))
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json', 'x-two': ['a', 'b'] })
        res.end(JSON.stringify({ method: req.method, type: req.headers['content-type'], body }))
      })
    } else if (req.url === '/broken') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
      res.write('{"data":')
      setTimeout(() => res.socket?.destroy(), 20)
    } else if (req.url === '/hang') {
      // never answers
    } else res.writeHead(404).end('not here')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const post = (body: string) => ({
  method: 'POST',
  headers: new Headers({ 'content-type': 'application/json' }),
  body,
})

describe('nodeHttpFetch', () => {
  it('sends method, headers and body, follows a 307 and reads status, headers and JSON', async () => {
    const response = await nodeHttpFetch(`${base}/redirect`, post('{"a":1}'))
    expect(response.status).toBe(200)
    expect(response.ok).toBe(true)
    expect(response.headers.get('Content-Type')).toBe('application/json')
    expect(response.headers.get('x-two')).toBe('a, b')
    expect(response.headers.get('x-none')).toBeNull()
    expect(await response.json()).toEqual({ method: 'POST', type: 'application/json', body: '{"a":1}' })
  })

  it('reports other statuses without throwing', async () => {
    const response = await nodeHttpFetch(`${base}/nothing`)
    expect(response.ok).toBe(false)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('not here')
  })

  it('rejects with TypeError when nothing listens, and when the body breaks off', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(nodeHttpFetch(`http://127.0.0.1:${port}/`)).rejects.toThrow(TypeError)
    const broken = await nodeHttpFetch(`${base}/broken`)
    await expect(broken.text()).rejects.toThrow(TypeError)
  })

  it("rejects with the signal's reason when aborted", async () => {
    const controller = new AbortController()
    const pending = nodeHttpFetch(`${base}/hang`, { signal: controller.signal })
    const reason = new Error('stop')
    setTimeout(() => controller.abort(reason), 20)
    await expect(pending).rejects.toBe(reason)
    await expect(nodeHttpFetch(`${base}/hang`, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
  })

  it('refuses protocols other than http and https', async () => {
    await expect(nodeHttpFetch('file:///etc/passwd')).rejects.toThrow(TypeError)
  })
})
