import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postGraphql } from '../api/helpers/graphql.js'
import { startTestApi, type TestApi } from '../api/helpers/startTestApi.js'

let api: TestApi
const address = '0x00000000000000000000000000000000000FaCE1'

beforeAll(async () => {
  api = await startTestApi()
})
afterAll(() => api?.stop())

async function control(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
  const response = await fetch(`${api.server.url}/devnet/${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  // biome-ignore lint/suspicious/noExplicitAny: each control answers its own shape
  const json = (await response.json()) as any
  return { status: response.status, headers: response.headers, body: json }
}

async function balanceOf(a: string): Promise<bigint> {
  const { body } = await postGraphql(
    api.apiUrl,
    'query ($a: Address!) { account(address: $a) { balance } }',
    { a },
  )
  return BigInt(body.data.account.balance)
}

describe('faucet', () => {
  it('sends 1000 FTM by default and the given amount otherwise', async () => {
    const first = await control('faucet', { address })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      address: address.toLowerCase(),
      amount: (1000n * 10n ** 18n).toString(),
    })
    expect(await balanceOf(address)).toBe(1000n * 10n ** 18n)
    await control('faucet', { address, amount: '2.5' })
    expect(await balanceOf(address)).toBe(10025n * 10n ** 17n)
  })

  it('answers 400 with the field and the problem for bad bodies', async () => {
    const bad = await control('faucet', { address: '0x1234' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/^address: /)
    const tooMuch = await control('faucet', { address, amount: 10_000_000 })
    expect(tooMuch.body.error).toBe('amount: must be at most 100000 FTM')
    expect((await control('faucet', { address, amount: 'lots' })).body.error).toMatch(/^amount: /)
    expect((await control('faucet', { address, amount: 0 })).status).toBe(400)
  })
})

describe('advance', () => {
  it('moves chain time forward by at least the given seconds', async () => {
    const before = await postGraphql(api.apiUrl, '{ block { timestamp } }')
    const reply = await control('advance', { seconds: 86_400 })
    expect(reply.status).toBe(200)
    const after = await postGraphql(api.apiUrl, '{ block { timestamp } }')
    const moved = Number(after.body.data.block.timestamp) - Number(before.body.data.block.timestamp)
    expect(moved).toBeGreaterThanOrEqual(86_400)
  })

  it('refuses negative and fractional seconds', async () => {
    expect((await control('advance', { seconds: -1 })).body.error).toBe('seconds: must not be negative')
    expect((await control('advance', { seconds: 1.5 })).status).toBe(400)
    expect((await control('advance', {})).status).toBe(400)
  })
})

describe('price', () => {
  it('changes what price(to) serves', async () => {
    expect((await control('price', { currency: 'eur', price: 1.2345 })).status).toBe(200)
    const { body } = await postGraphql(api.apiUrl, '{ price(to: "EUR") { price } }')
    expect(body.data.price.price).toBe(1.2345)
  })

  it('refuses a non-positive price and a bad currency', async () => {
    expect((await control('price', { currency: 'USD', price: 0 })).status).toBe(400)
    expect((await control('price', { currency: 'DOLLAR', price: 1 })).body.error).toMatch(/^currency: /)
  })
})

describe('info and transport', () => {
  it('describes the devnet: chain id, URLs, ports, contracts', async () => {
    const { status, body } = await control('info')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      chainId: 4003,
      rpcUrl: api.chain.rpcUrl,
      apiUrl: api.apiUrl,
      ports: { api: api.server.port, rpc: Number(new URL(api.chain.rpcUrl).port) },
    })
    expect(body).toHaveProperty('contracts')
    expect(body).toHaveProperty('tokens')
  })

  it("answers the controls only without an Origin or from this machine's pages, never with CORS *", async () => {
    const info = await control('info')
    expect(info.status).toBe(200)
    expect(info.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const plain = await fetch(`${api.server.url}/devnet/info`)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('access-control-allow-origin')).toBeNull()
    const own = await fetch(`${api.server.url}/devnet/info`, { headers: { origin: api.server.url } })
    expect(own.headers.get('access-control-allow-origin')).toBe(api.server.url)

    const evil = 'https://evil.example'
    const before = await balanceOf(address)
    const refused = await fetch(`${api.server.url}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: evil },
      body: JSON.stringify({ address }),
    })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('access-control-allow-origin')).toBeNull()
    expect(await balanceOf(address)).toBe(before)
    const evilPreflight = await fetch(`${api.server.url}/devnet/advance`, {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    })
    expect(evilPreflight.status).toBe(403)
    expect(evilPreflight.headers.get('access-control-allow-origin')).toBeNull()
    for (const lookalike of ['http://localhost.evil.example', 'http://127.0.0.1.evil.example', 'null']) {
      const response = await fetch(`${api.server.url}/devnet/info`, { headers: { origin: lookalike } })
      expect(response.status).toBe(403)
    }
  })

  it('lets other origins call the API (CORS)', async () => {
    const preflight = await fetch(api.apiUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-origin')).toMatch(/\*|localhost:5173/)
  })

  it('serves the same GraphQL API at /graphql, and 404s unknown paths', async () => {
    const { body } = await postGraphql(`${api.server.url}/graphql`, '{ gasPrice }')
    expect(body.data.gasPrice).toMatch(/^0x/)
    expect((await control('nothing', {})).status).toBe(404)
    expect((await fetch(`${api.server.url}/elsewhere`)).status).toBe(404)
  })

  it('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(`${api.server.url}/devnet/faucet`, { method: 'POST', body: '{nope' })
    expect(response.status).toBe(400)
  })
})

describe('mining', () => {
  it('switches automine off and on, and mines blocks on demand', async () => {
    const blockNumber = async () =>
      BigInt((await postGraphql(api.apiUrl, '{ block { number } }')).body.data.block.number)
    expect((await control('mining')).body).toEqual({ automine: true, pending: 0 })
    expect((await control('mining', { automine: false })).body).toEqual({
      automine: false,
      pending: 0,
      mined: 0,
    })
    const before = await blockNumber()
    const reply = await control('mining', { blocks: 2 })
    expect(reply.body).toEqual({ automine: false, pending: 0, mined: 2 })
    expect(await blockNumber()).toBe(before + 2n)
    expect((await control('mining', { automine: true })).body).toMatchObject({ automine: true })
  })

  it('answers 400 for a body without a switch or with too many blocks', async () => {
    expect((await control('mining', {})).body.error).toBe('body: give automine and/or blocks')
    expect((await control('mining', { blocks: 101 })).body.error).toBe('blocks: must be at most 100')
  })
})
