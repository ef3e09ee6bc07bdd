// HTTP situations the devnet's bridge cannot produce on demand: a dead endpoint, a hanging one, a body that is
// not JSON, a server that answers 502. Everything else is tested against the devnet's simulator.
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createBridgeClient } from './client.js'

const BASE = 'http://bridge.test/api'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const tokens = http.get(`${BASE}/tokens`, () =>
  HttpResponse.json({ status: 200, success: true, result: [{ uuid: 'ftm-uuid', symbol: 'FTM' }] }),
)
const ETH = '0x1111111111111111111111111111111111111111'

describe('bridge client over odd HTTP', () => {
  it('reports code 6 when the bridge cannot be reached', async () => {
    server.use(http.get(`${BASE}/tokens`, () => HttpResponse.error()))
    await expect(createBridgeClient({ baseUrl: BASE }).getTokens()).rejects.toMatchObject({
      code: 'BRIDGE_DOWN',
      bridgeCode: 6,
      message: 'Bridge is down',
    })
  })

  it('reports code 6 for a 502 and for a body that is not JSON', async () => {
    server.use(
      tokens,
      http.post(`${BASE}/getEthBalances`, () => new HttpResponse('<html>', { status: 502 })),
    )
    const client = createBridgeClient({ baseUrl: BASE })
    await expect(client.getEthBalances({ ethAddress: ETH })).rejects.toMatchObject({ bridgeCode: 6 })
    server.use(http.post(`${BASE}/getEthBalances`, () => new HttpResponse('not json', { status: 200 })))
    await expect(client.getEthBalances({ ethAddress: ETH })).rejects.toMatchObject({ bridgeCode: 6 })
  })

  it('gives up on a hanging bridge after the time limit with code 6', async () => {
    server.use(
      http.get(`${BASE}/tokens`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const client = createBridgeClient({ baseUrl: BASE, timeoutMs: 200 })
    await expect(client.getTokens()).rejects.toMatchObject({ bridgeCode: 6 })
  })

  it("rethrows the caller's abort instead of blaming the bridge", async () => {
    server.use(
      http.get(`${BASE}/tokens`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const pending = createBridgeClient({ baseUrl: BASE }).getTokens({ signal: controller.signal })
    controller.abort(new Error('user left'))
    await expect(pending).rejects.toThrowError('user left')
  })

  it('sends the Basic token and an enveloped body, never the plain payload', async () => {
    let seen: { authorization: string | null; body: Record<string, unknown> } | undefined
    server.use(
      tokens,
      http.post(`${BASE}/getEthBalances`, async ({ request }) => {
        seen = {
          authorization: request.headers.get('authorization'),
          body: (await request.json()) as Record<string, unknown>,
        }
        return HttpResponse.json({ status: 200, success: true, result: { balance: '12.5' } })
      }),
    )
    const client = createBridgeClient({ baseUrl: `${BASE}/`, token: 's3cret' })
    expect(await client.getEthBalances({ ethAddress: ETH })).toEqual({ balance: 12.5 })
    expect(seen?.authorization).toBe('Basic s3cret')
    expect(Object.keys(seen?.body ?? {}).sort()).toEqual(['e', 'm', 'p', 's', 't', 'u'])
    expect(JSON.stringify(seen?.body)).not.toContain(ETH.slice(2))
  })
})
