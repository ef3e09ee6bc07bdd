// A tiny local web server for the test dApp (one page), on 127.0.0.1 and a free port.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface DappServer {
  /** The dApp's origin, e.g. http://127.0.0.1:43121 */
  origin: string
  close(): Promise<void>
}

export async function serveDapp(): Promise<DappServer> {
  const html = readFileSync(new URL('./index.html', import.meta.url))
  const server = createServer((request, response) => {
    if (request.url !== '/' && request.url !== '/index.html') {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
