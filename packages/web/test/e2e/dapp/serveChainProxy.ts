// A JSON-RPC endpoint the test controls for `wallet_addEthereumChain`: it answers `eth_chainId` (and `net_version`)
// with the chain id it is given and passes every other call to the run's devnet node, counting the calls it saw —
// so the test can add a chain the wallet does not know, and see the wallet use its endpoint after the switch.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ChainProxy {
  url: string
  /** Methods received, in order. */
  calls: string[]
  close(): Promise<void>
}

export async function serveChainProxy(devnetRpcUrl: string, chainId: number): Promise<ChainProxy> {
  const calls: string[] = []
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type',
    'access-control-allow-methods': 'POST, OPTIONS',
  }
  const server = createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id: unknown; method: string }
    calls.push(body.method)
    const reply = (result: unknown) =>
      response
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ jsonrpc: '2.0', id: body.id, result }))
    if (body.method === 'eth_chainId') return reply(`0x${chainId.toString(16)}`)
    if (body.method === 'net_version') return reply(String(chainId))
    const upstream = await fetch(devnetRpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(await upstream.text())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
