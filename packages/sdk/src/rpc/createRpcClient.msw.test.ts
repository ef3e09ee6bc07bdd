// JSON-RPC endpoints misbehaving on demand: garbage answers and other chains are failed over like dead endpoints.
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { checkRpcChainId, createRpcClient } from './createRpcClient.js'

const A = 'http://a.rpc.test/'
const B = 'http://b.rpc.test/'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

type Call = { id: number; method: string }
/** A node of chain `chainId` answering eth_chainId and eth_blockNumber (0x2a). */
const node = (url: string, chainId: number, hits: string[] = []) =>
  http.post(url, async ({ request }) => {
    hits.push(url)
    const body = (await request.json()) as Call | Call[]
    const calls = Array.isArray(body) ? body : [body]
    const answers = calls.map((c) => ({
      jsonrpc: '2.0',
      id: c.id,
      result: c.method === 'eth_chainId' ? `0x${chainId.toString(16)}` : '0x2a',
    }))
    return HttpResponse.json(Array.isArray(body) ? answers : answers[0])
  })
const inOrder = { firstEndpoint: 0, random: () => 0.99 } as const
const blockNumber = { method: 'eth_blockNumber', params: [] }

describe('createRpcClient failover', () => {
  const garbage: [string, () => Response][] = [
    ['an HTML page with status 200', () => new HttpResponse('<html>portal</html>')],
    ['an empty 200', () => new HttpResponse('')],
    ['truncated JSON', () => new HttpResponse('[{"jsonrpc":"2.0","id":1,"res')],
    ['JSON that is not JSON-RPC', () => HttpResponse.json({ ok: true })],
    ['HTTP 502', () => new HttpResponse('bad gateway', { status: 502 })],
    ['a refused connection', () => HttpResponse.error()],
  ]
  for (const [name, answer] of garbage) {
    it(`${name} beside a good endpoint: the good one answers in < 1.5 s`, async () => {
      const hits: string[] = []
      server.use(
        http.post(A, () => {
          hits.push(A)
          return answer()
        }),
        node(B, 250, hits),
      )
      const rpc = createRpcClient({ urls: [A, B], chainId: 250, ...inOrder })
      const started = performance.now()
      expect(await rpc.request(blockNumber)).toBe('0x2a')
      expect(performance.now() - started).toBeLessThan(1500)
      expect(hits).toEqual([A, B])
      expect(rpc.currentEndpoint()).toBe(1)
    })
  }

  it('a hanging endpoint is left after the hedge delay', async () => {
    server.use(
      http.post(A, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
      node(B, 250),
    )
    const rpc = createRpcClient({ urls: [A, B], chainId: 250, ...inOrder, hedgeDelay: 100 })
    expect(await rpc.request(blockNumber)).toBe('0x2a')
  })

  it('checks the chain id once per endpoint, in the batch of its first request', async () => {
    const methods: string[][] = []
    server.use(
      http.post(A, async ({ request }) => {
        const body = (await request.json()) as Call[]
        methods.push(body.map((c) => c.method))
        return HttpResponse.json(
          body.map((c) => ({
            jsonrpc: '2.0',
            id: c.id,
            result: c.method === 'eth_chainId' ? '0xfa' : '0x2a',
          })),
        )
      }),
    )
    const rpc = createRpcClient({ urls: [A], chainId: 250 })
    await rpc.request(blockNumber)
    await rpc.request(blockNumber)
    expect(methods).toEqual([['eth_chainId', 'eth_blockNumber'], ['eth_blockNumber']])
  })

  it('never uses an endpoint of another chain: it is failed over, and alone it is refused with both ids', async () => {
    const hits: string[] = []
    server.use(node(A, 4002, hits), node(B, 250, hits))
    const rpc = createRpcClient({ urls: [A, B], chainId: 250, ...inOrder })
    expect(await rpc.request(blockNumber)).toBe('0x2a')
    expect(hits).toEqual([A, B])
    const alone = createRpcClient({ urls: [A], chainId: 250, retries: 0 })
    await expect(alone.request(blockNumber)).rejects.toMatchObject({
      code: 'RPC_CHAIN_MISMATCH',
      message: "The JSON-RPC endpoint reports chain id 4002, but the network's chain id is 250",
    })
  })

  it('checkRpcChainId refuses a custom network whose RPC reports another chain id, naming both', async () => {
    server.use(node(A, 4002), node(B, 250))
    await expect(checkRpcChainId({ url: A, chainId: 250 })).rejects.toThrow(
      "The JSON-RPC endpoint reports chain id 4002, but the network's chain id is 250",
    )
    await expect(checkRpcChainId({ url: B, chainId: 250 })).resolves.toBeUndefined()
  })

  it("a node's error object is an answer (RPC_ERROR with its text), not a failed endpoint", async () => {
    const hits: string[] = []
    server.use(
      http.post(A, async ({ request }) => {
        hits.push(A)
        const body = (await request.json()) as Call[]
        return HttpResponse.json(
          body.map((c) =>
            c.method === 'eth_chainId'
              ? { jsonrpc: '2.0', id: c.id, result: '0xfa' }
              : { jsonrpc: '2.0', id: c.id, error: { code: -32000, message: 'nonce too low' } },
          ),
        )
      }),
      node(B, 250, hits),
    )
    const rpc = createRpcClient({ urls: [A, B], chainId: 250, ...inOrder })
    await expect(rpc.request({ method: 'eth_sendRawTransaction', params: ['0x01'] })).rejects.toMatchObject({
      code: 'RPC_ERROR',
      message: 'nonce too low',
    })
    expect(hits).toEqual([A])
  })

  it('refuses an empty or malformed endpoint list', () => {
    expect(() => createRpcClient({ urls: [], chainId: 250 })).toThrow('No JSON-RPC endpoint configured')
    expect(() => createRpcClient({ urls: ['ftp://x/'], chainId: 250 })).toThrow('must use http or https')
  })
})
