// JSON-RPC answers a node does not give on demand: an HTTP error page and a body that is not JSON-RPC.
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createJsonRpcEthCall } from './ethCall.js'

const RPC = 'http://rpc.test/'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const call = { to: '0x0000000000000000000000000000000000000001', data: '0x' }

describe('eth_call over odd HTTP', () => {
  it('reports an HTTP error status', async () => {
    server.use(http.post(RPC, () => new HttpResponse('busy', { status: 503 })))
    await expect(createJsonRpcEthCall({ rpcUrl: RPC })(call)).rejects.toMatchObject({
      code: 'RPC_HTTP_ERROR',
      details: { status: 503 },
    })
  })

  it('reports an answer without a hex result', async () => {
    server.use(http.post(RPC, () => HttpResponse.json({ jsonrpc: '2.0', id: 1, result: 42 })))
    await expect(createJsonRpcEthCall({ rpcUrl: RPC })(call)).rejects.toMatchObject({
      code: 'RPC_BAD_RESPONSE',
    })
    server.use(http.post(RPC, () => new HttpResponse('<html>', { status: 200 })))
    await expect(createJsonRpcEthCall({ rpcUrl: RPC })(call)).rejects.toMatchObject({
      code: 'RPC_BAD_RESPONSE',
    })
  })

  it('posts eth_call at the latest block', async () => {
    let body: unknown
    server.use(
      http.post(RPC, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ jsonrpc: '2.0', id: 1, result: '0x01' })
      }),
    )
    expect(await createJsonRpcEthCall({ rpcUrl: RPC })(call)).toBe('0x01')
    expect(body).toMatchObject({ jsonrpc: '2.0', method: 'eth_call', params: [call, 'latest'] })
  })
})
