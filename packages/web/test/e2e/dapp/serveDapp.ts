// A tiny local web server for the test dApps, on 127.0.0.1 and a free port: `/` is the minimal page (index.html);
// more files (e.g. the bundled library dApp) are served at the paths a test gives.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface DappServer {
  /** The dApp's origin, e.g. http://127.0.0.1:43121 */
  origin: string
  close(): Promise<void>
}

export interface DappFile {
  type: string
  body: string | Buffer
}

export async function serveDapp(files: Record<string, DappFile> = {}): Promise<DappServer> {
  const html = readFileSync(new URL('./index.html', import.meta.url))
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/'
    const file =
      path === '/' || path === '/index.html' ? { type: 'text/html; charset=utf-8', body: html } : files[path]
    if (!file) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
