import { parseEther, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FTM_BRIDGE_TOKEN, sealBridgeEnvelope } from '../../src/bridge/index.js'
import { startTestApi, type TestApi } from '../api/helpers/startTestApi.js'

let api: TestApi
let wallet: Wallet
const ETH = '0x1111111111111111111111111111111111111111'
const BNB = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2'

beforeAll(async () => {
  api = await startTestApi()
  wallet = await api.fundedWallet()
})
afterAll(() => api?.stop())

async function call(slug: string, payload?: object, init: { raw?: unknown; method?: string } = {}) {
  const method = init.method ?? (payload || init.raw ? 'POST' : 'GET')
  const body = init.raw ?? (payload ? sealBridgeEnvelope(payload, slug) : undefined)
  const response = await fetch(`${api.server.bridgeUrl}/${slug}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    // biome-ignore lint/suspicious/noExplicitAny: the result's shape differs per call
    body: (await response.json()) as { success: boolean; result: any; errorCode?: number },
  }
}

async function setBridge(settings: object) {
  const response = await fetch(`${api.server.url}/devnet/bridge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  })
  expect(response.status).toBe(200)
}

const token = FTM_BRIDGE_TOKEN.uuid

describe('bridge simulator', () => {
  it('lists FTM among its tokens', async () => {
    const { status, body } = await call('tokens')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.result.find((t: { symbol: string }) => t.symbol === 'FTM')).toMatchObject({ uuid: token })
  })

  it('answers balances on the other chains, zero at first', async () => {
    const eth = await call('getEthBalances', { eth_address: ETH, token_uuid: token })
    expect(eth).toEqual({ status: 200, body: { status: 200, success: true, result: { balance: 0 } } })
    const bnb = await call('getBnbBalances', { bnb_address: BNB, token_uuid: token })
    expect(bnb.body.result).toEqual({ balance: 0, pendingBalance: 0 })
  })

  it('refuses bad addresses with the codes the wallet maps (1 Ethereum, 2 Binance, 5 parameters)', async () => {
    const eth = await call('getEthBalances', { eth_address: '0x1234', token_uuid: token })
    expect(eth).toMatchObject({
      status: 400,
      body: { success: false, errorCode: 1, result: 'Ethereum address is invalid' },
    })
    const bnb = await call('getBnbBalances', { bnb_address: 'bnb1short', token_uuid: token })
    expect(bnb.body).toMatchObject({ success: false, errorCode: 2 })
    const noToken = await call('getEthBalances', { eth_address: ETH, token_uuid: 'nope' })
    expect(noToken.body).toMatchObject({ success: false, errorCode: 5, result: 'Bad parameters' })
  })

  it('refuses plain, tampered, misaddressed and replayed envelopes', async () => {
    const plain = await call('getEthBalances', undefined, { raw: { eth_address: ETH, token_uuid: token } })
    expect(plain.body).toMatchObject({
      success: false,
      errorCode: 5,
      result: expect.stringContaining('malformed'),
    })
    const sealed = sealBridgeEnvelope({ eth_address: ETH, token_uuid: token }, 'getEthBalances')
    const tampered = { ...sealed, e: sealed.e.replace(/^./, sealed.e[0] === 'a' ? 'b' : 'a') }
    expect((await call('getEthBalances', undefined, { raw: tampered })).body.result).toContain('signature')
    const elsewhere = await call('getBnbBalances', undefined, { raw: sealed })
    expect(elsewhere.body.result).toContain('method')
    expect((await call('getEthBalances', undefined, { raw: sealed })).status).toBe(200)
    expect((await call('getEthBalances', undefined, { raw: sealed })).body.result).toContain('already used')
    const stale = sealBridgeEnvelope(
      { eth_address: ETH, token_uuid: token },
      'getEthBalances',
      '',
      Date.now() - 3_600_000,
    )
    expect((await call('getEthBalances', undefined, { raw: stale })).body.result).toContain('time')
  })

  it('completes a swap once the deposit arrived: finalize fails before, succeeds after, balance credited', async () => {
    await setBridge({ delayMs: 0 })
    const request = {
      direction: 'OperaToEthereum',
      token_uuid: token,
      eth_address: ETH,
      bnb_address: '',
      opera_address: wallet.address,
    }
    const swap = await call('swaps', request)
    expect(swap.status).toBe(200)
    const { uuid, opera_address: deposit } = swap.body.result
    expect(deposit).toMatch(/^0x[0-9a-f]{40}$/)
    const finalize = { direction: 'OperaToEthereum', token_uuid: token, uuid, memo: '' }
    const early = await call('finalizeSwap', finalize)
    expect(early.body).toMatchObject({ success: false, errorCode: 4, result: 'Unable to find a deposit' })

    await api.send(wallet, { to: deposit, value: parseEther('80'), gasLimit: 21_000n })
    const done = await call('finalizeSwap', finalize)
    expect(done.body).toMatchObject({
      success: true,
      result: { uuid, status: 'completed', amount: 80, received: 30 },
    })
    const balance = await call('getEthBalances', { eth_address: ETH, token_uuid: token })
    expect(balance.body.result.balance).toBe(30)
  })

  it('keeps a swap processing until the delay passed', async () => {
    await setBridge({ delayMs: 60_000 })
    await api.chain.chain.fund(wallet.address, parseEther('100'))
    const request = {
      direction: 'OperaToBinance',
      token_uuid: token,
      eth_address: '',
      bnb_address: BNB,
      opera_address: ETH,
    }
    const { body } = await call('swaps', request)
    await api.send(wallet, { to: body.result.opera_address, value: parseEther('60'), gasLimit: 21_000n })
    const finalize = { direction: 'OperaToBinance', token_uuid: token, uuid: body.result.uuid, memo: 'x' }
    expect((await call('finalizeSwap', finalize)).body.result).toBe('Swap is being processed')
    const bnb = await call('getBnbBalances', { bnb_address: BNB, token_uuid: token })
    expect(bnb.body.result).toEqual({ balance: 0, pendingBalance: 10 })
    await setBridge({ delayMs: 0 })
  })

  it("answers 'Symbol already exists' to a second open request for the same address string", async () => {
    const operaAddress = '0xAbCdEf0000000000000000000000000000000001'
    const request = {
      direction: 'OperaToEthereum',
      token_uuid: token,
      eth_address: ETH,
      opera_address: operaAddress,
    }
    expect((await call('swaps', request)).status).toBe(200)
    const again = await call('swaps', request)
    expect(again.body).toMatchObject({ success: false, errorCode: 3, result: 'Symbol already exists' })
    expect((await call('swaps', { ...request, opera_address: operaAddress.toLowerCase() })).status).toBe(200)
  })

  it('answers HTTP 500 to every call while switched down, and recovers', async () => {
    await setBridge({ down: true })
    const tokens = await call('tokens')
    expect(tokens).toMatchObject({
      status: 500,
      body: { success: false, errorCode: 6, result: 'Bridge is down' },
    })
    expect((await call('getEthBalances', { eth_address: ETH, token_uuid: token })).status).toBe(500)
    expect((await call('swaps', { direction: 'OperaToEthereum' })).status).toBe(500)
    await setBridge({ down: false })
    expect((await call('tokens')).status).toBe(200)
  })
})
