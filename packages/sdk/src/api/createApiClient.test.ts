// HTTP situations a real server cannot produce on demand (refused, hanging, 503, garbage), with msw.
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getGasPrice } from './chain/getGasPrice.js'
import { sendTransaction } from './chain/sendTransaction.js'
import { createApiClient } from './createApiClient.js'
import { createApiStatus } from './createApiStatus.js'
import { ApiConfigError, ApiGraphqlError, ApiNetworkError } from './errors.js'

const A = 'https://a.api.test/graphql'
const B = 'https://b.api.test/graphql'
const C = 'https://c.api.test/graphql'
const hits: string[] = []
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  hits.length = 0
  vi.useRealTimers()
  vi.restoreAllMocks()
})
afterAll(() => server.close())

const refuses = (url: string) =>
  http.post(url, () => {
    hits.push(url)
    return HttpResponse.error()
  })
const hangs = (url: string, aborted?: () => void) =>
  http.post(url, async ({ request }) => {
    hits.push(url)
    request.signal.addEventListener('abort', () => aborted?.())
    await delay('infinite')
    return HttpResponse.json({})
  })
const answers = (url: string, body: Record<string, unknown> = { data: { gasPrice: '0x3b9aca00' } }) =>
  http.post(url, () => {
    hits.push(url)
    return HttpResponse.json(body)
  })

/** random() = 0.99 keeps the fallback order as listed: [A, B, C]. */
const inOrder = { firstEndpoint: 0, random: () => 0.99 } as const

describe('failover', () => {
  it('answers from the third endpoint when the first refuses and the second hangs (hedged)', async () => {
    let hangAborted = false
    server.use(
      refuses(A),
      hangs(B, () => (hangAborted = true)),
      answers(C),
    )
    const client = createApiClient({ endpoints: [A, B, C], ...inOrder, hedgeDelay: 200 })
    expect(await getGasPrice(client)).toBe(1_000_000_000n)
    expect(hits).toEqual([A, B, C])
    expect(client.currentEndpoint()).toBe(2)
    await vi.waitFor(() => expect(hangAborted).toBe(true))
  })

  it('gives up on a hanging endpoint after the per-attempt timeout when hedging is off', async () => {
    server.use(hangs(A), answers(B))
    const client = createApiClient({ endpoints: [A, B], ...inOrder, hedgeDelay: false, attemptTimeout: 150 })
    expect(await getGasPrice(client)).toBe(1_000_000_000n)
    expect(hits).toEqual([A, B])
  })

  it('keeps the endpoint that answered for the next request', async () => {
    server.use(refuses(A), answers(B))
    const client = createApiClient({ endpoints: [A, B], ...inOrder })
    await getGasPrice(client)
    await getGasPrice(client)
    expect(hits).toEqual([A, B, B])
  })

  it('starts at a random endpoint when asked', () => {
    const client = createApiClient({ endpoints: [A, B, C], random: () => 0.5 })
    expect(client.currentEndpoint()).toBe(1)
  })

  it('fails over on HTTP 503 (server timeout) like on a network error', async () => {
    server.use(
      http.post(A, () => {
        hits.push(A)
        return new HttpResponse('Service timeout.', { status: 503 })
      }),
      answers(B),
    )
    const client = createApiClient({ endpoints: [A, B], ...inOrder })
    expect(await getGasPrice(client)).toBe(1_000_000_000n)
    expect(hits).toEqual([A, B])
  })

  it('never hedges a mutation: a slow send is not repeated on another endpoint', async () => {
    server.use(
      http.post(A, async () => {
        hits.push(A)
        await delay(300)
        return HttpResponse.json({
          data: { sendTransaction: { hash: `0x${'1'.repeat(64)}`, from: `0x${'a'.repeat(40)}`, to: null } },
        })
      }),
      answers(B),
    )
    const client = createApiClient({ endpoints: [A, B], ...inOrder, hedgeDelay: 50 })
    const sent = await sendTransaction(client, { rawTransaction: '0x01' })
    expect(sent.to).toBeNull()
    expect(hits).toEqual([A])
  })
})

describe('answers that are not GraphQL responses count as failed endpoints', () => {
  const bodies: [string, () => Response][] = [
    [
      'an HTML page with status 200',
      () => new HttpResponse('<html>captive portal</html>', { headers: { 'content-type': 'text/html' } }),
    ],
    ['an empty 200', () => new HttpResponse('', { headers: { 'content-type': 'application/json' } })],
    [
      'a truncated JSON body',
      () => new HttpResponse('{"data":{"gasPr', { headers: { 'content-type': 'application/json' } }),
    ],
    ['JSON without data or errors', () => HttpResponse.json({ message: 'ok' })],
    ['a JSON array', () => HttpResponse.json([1, 2])],
    ['an HTML 404', () => new HttpResponse('<h1>Not found</h1>', { status: 404 })],
  ]
  for (const [name, body] of bodies) {
    it(`${name} beside a good endpoint: the answer comes from the good one in < 1.5 s`, async () => {
      const status = createApiStatus()
      server.use(
        http.post(A, () => {
          hits.push(A)
          return body()
        }),
        answers(B),
      )
      const client = createApiClient({ endpoints: [A, B], ...inOrder, status })
      const started = performance.now()
      expect(await getGasPrice(client)).toBe(1_000_000_000n)
      expect(performance.now() - started).toBeLessThan(1500)
      expect(hits).toEqual([A, B])
      expect(client.currentEndpoint()).toBe(1)
      // later requests start at the endpoint that answered
      await getGasPrice(client)
      expect(hits).toEqual([A, B, B])
      expect(status.getState()).toBe('online')
    })
  }

  it('a mutation fails over too (the same signed bytes reach the next endpoint)', async () => {
    const sent: string[] = []
    server.use(
      http.post(A, async ({ request }) => {
        sent.push(((await request.json()) as { variables: { tx: string } }).variables.tx)
        return new HttpResponse('<html>502 from a proxy, sent as 200</html>')
      }),
      http.post(B, async ({ request }) => {
        sent.push(((await request.json()) as { variables: { tx: string } }).variables.tx)
        return HttpResponse.json({
          data: { sendTransaction: { hash: `0x${'1'.repeat(64)}`, from: `0x${'a'.repeat(40)}`, to: null } },
        })
      }),
    )
    const client = createApiClient({ endpoints: [A, B], ...inOrder })
    await sendTransaction(client, { rawTransaction: '0x01' })
    expect(sent).toEqual(['0x01', '0x01'])
  })

  it('with one HTML-200 endpoint among six, every one of 30 sessions (random first endpoint) gets its answer', async () => {
    const urls = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `https://${name}.api.test/graphql`)
    server.use(
      http.post(urls[0] as string, () => new HttpResponse('<html>portal</html>')),
      ...urls.slice(1).map((url) => answers(url)),
    )
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, session) =>
        getGasPrice(createApiClient({ endpoints: urls, random: () => (session % 6) / 6 + 0.01 })),
      ),
    )
    expect(results).toEqual(Array(30).fill(1_000_000_000n))
  })

  it('when every endpoint answers HTML, the bounded client rejects with API_NOT_GRAPHQL', async () => {
    server.use(http.post(A, () => new HttpResponse('<html></html>')))
    const client = createApiClient({ endpoints: [A], retries: 0 })
    await expect(getGasPrice(client)).rejects.toMatchObject({ code: 'API_NOT_GRAPHQL' })
  })
})

describe('retry rounds', () => {
  it('backs off 350 ms, doubling up to 6 s, between rounds over all endpoints', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.spyOn(Math, 'random').mockReturnValue(0) // jitter factor 1 → exact delays
    server.use(refuses(A), refuses(B))
    const controller = new AbortController()
    const client = createApiClient({ endpoints: [A, B], firstEndpoint: 0, random: () => 0.99 })
    const done = getGasPrice(client, { signal: controller.signal }).catch((e: unknown) => e)
    const hitsAt = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms)
      return hits.length
    }
    expect(await hitsAt(0)).toBe(2)
    expect(await hitsAt(349)).toBe(2)
    expect(await hitsAt(1)).toBe(4) // t = 350
    expect(await hitsAt(700)).toBe(6) // t = 1050
    expect(await hitsAt(1400 + 2800 + 5600)).toBe(12) // t = 10850: delays 1400, 2800, 5600
    expect(await hitsAt(5999)).toBe(12) // capped at 6000, not 11200
    expect(await hitsAt(1)).toBe(14)
    controller.abort(new Error('user left'))
    expect(await done).toMatchObject({ message: 'user left' })
  })

  it('stops retrying when the caller aborts', async () => {
    server.use(refuses(A))
    const client = createApiClient({ endpoints: [A], minRetryDelay: 20 })
    const error = await getGasPrice(client, { signal: AbortSignal.timeout(150) }).catch((e: unknown) => e)
    expect((error as Error).name).toBe('TimeoutError')
    expect(hits.length).toBeGreaterThan(1)
    const settled = hits.length
    await delay(100)
    expect(hits.length).toBe(settled)
  })

  it('rejects with ApiNetworkError when a bounded number of rounds is used up', async () => {
    server.use(refuses(A))
    const client = createApiClient({ endpoints: [A], retries: 1, minRetryDelay: 1 })
    await expect(getGasPrice(client)).rejects.toMatchObject({ code: 'API_NETWORK_ERROR' })
    expect(hits).toHaveLength(2)
  })
})

describe('answers that are not retried', () => {
  it('GraphQL errors become ApiGraphqlError with the server messages; no other endpoint is asked', async () => {
    const status = createApiStatus()
    server.use(
      answers(A, { errors: [{ message: 'invalid denomination received', path: ['price'] }], data: null }),
    )
    server.use(answers(B))
    const client = createApiClient({ endpoints: [A, B], ...inOrder, status })
    const error = await getGasPrice(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiGraphqlError)
    expect((error as ApiGraphqlError).messages).toEqual(['invalid denomination received'])
    expect((error as ApiGraphqlError).errors[0]?.path).toEqual(['price'])
    expect(hits).toEqual([A])
    expect(status.getState()).toBe('online')
  })

  it('GraphQL validation errors sent with HTTP 400 are GraphQL errors too', async () => {
    server.use(
      http.post(A, () =>
        HttpResponse.json({ errors: [{ message: 'Cannot query field "x"' }] }, { status: 400 }),
      ),
    )
    const client = createApiClient({ endpoints: [A, B], ...inOrder })
    await expect(getGasPrice(client)).rejects.toMatchObject({
      code: 'API_GRAPHQL_ERROR',
      message: 'Cannot query field "x"',
    })
  })

  it('a wrong type names the field', async () => {
    server.use(answers(A, { data: { gasPrice: 1000000000 } }))
    const client = createApiClient({ endpoints: [A] })
    await expect(getGasPrice(client)).rejects.toMatchObject({
      path: 'gasPrice',
      code: 'API_RESPONSE_MALFORMED',
    })
  })
})

describe('API status through the client', () => {
  it('flags offline only when failures last 600 ms, and online on the next answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const status = createApiStatus()
    const states: string[] = []
    status.subscribe((s) => states.push(s))
    let up = false
    server.use(
      http.post(A, () => {
        hits.push(A)
        return up ? HttpResponse.json({ data: { gasPrice: '0x1' } }) : HttpResponse.error()
      }),
    )
    const client = createApiClient({ endpoints: [A], status })
    const request = getGasPrice(client)
    await vi.advanceTimersByTimeAsync(599)
    expect(status.getState()).toBe('online')
    await vi.advanceTimersByTimeAsync(1)
    expect(status.getState()).toBe('offline')
    up = true
    await vi.advanceTimersByTimeAsync(1400)
    expect(await request).toBe(1n)
    expect(states).toEqual(['offline', 'online'])
  })

  it('a network error followed by an answer within 600 ms never flags offline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const status = createApiStatus()
    const states: string[] = []
    status.subscribe((s) => states.push(s))
    server.use(refuses(A), answers(B))
    const client = createApiClient({ endpoints: [A, B], ...inOrder, status })
    expect(await getGasPrice(client)).toBe(1_000_000_000n)
    await vi.advanceTimersByTimeAsync(1000)
    expect(states).toEqual([])
  })
})

describe('configuration', () => {
  it('refuses endpoints with credentials or a query string, without echoing them', () => {
    for (const url of ['https://user:secret@api.test/', 'https://api.test/?apikey=secret']) {
      const error = (() => {
        try {
          createApiClient({ endpoints: [url] })
        } catch (e) {
          return e
        }
      })()
      expect(error).toBeInstanceOf(ApiConfigError)
      expect((error as Error).message).not.toContain('secret')
    }
    expect(() => createApiClient({ endpoints: [] })).toThrow(ApiConfigError)
    expect(() => createApiClient({ endpoints: ['ftp://api.test/'] })).toThrow(ApiConfigError)
  })

  it('network errors do not contain the endpoint address', async () => {
    server.use(refuses(A))
    const client = createApiClient({ endpoints: [A], retries: 0 })
    const error = await getGasPrice(client).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiNetworkError)
    expect((error as Error).message).not.toContain('api.test')
  })
})
