// Stored bridge requests: the bridge send's plan saves the request, its completion and a later resume finish it
// (docs/behaviour/bridge.md#pending-requests). The bridge answers over msw so each test decides when a swap completes.
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../../api/createApiClient.js'
import { createBridgeClient } from '../../bridge/client.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import { bridgeSendFlow } from './bridge.js'
import { bridgeRequestsRecordKey, createBridgeRequestStore, resumeBridgeRequests } from './bridgeRequests.js'

const BASE = 'http://bridge.test/api'
const FROM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const ETH = '0x1111111111111111111111111111111111111111'
const DEPOSIT = '0x2222222222222222222222222222222222222222'
const CHAIN = 4003
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A bridge whose swap 'swap-1' completes after `failures` finalize calls answered code 4 (or never: Infinity). */
function bridgeCompletingAfter(failures: number) {
  let finalizeCalls = 0
  server.use(
    http.get(`${BASE}/tokens`, () =>
      HttpResponse.json({ status: 200, success: true, result: [{ uuid: 'ftm-uuid', symbol: 'FTM' }] }),
    ),
    http.post(`${BASE}/swaps`, () =>
      HttpResponse.json({ status: 200, success: true, result: { uuid: 'swap-1', opera_address: DEPOSIT } }),
    ),
    http.post(`${BASE}/finalizeSwap`, () => {
      finalizeCalls += 1
      return finalizeCalls <= failures
        ? HttpResponse.json({ status: 400, success: false, result: 'Unable to find a deposit', errorCode: 4 })
        : HttpResponse.json({ status: 200, success: true, result: { uuid: 'swap-1', status: 'completed' } })
    }),
  )
  return { bridge: createBridgeClient({ baseUrl: BASE }), finalizeCalls: () => finalizeCalls }
}

const params = { direction: 'OperaToEthereum' as const, amount: 100n * 10n ** 18n, targetAddress: ETH }
const client = {} as ApiClient

describe('stored bridge requests', () => {
  it('the plan stores the request as soon as the bridge opened the swap; a new run sees it and resumes it', async () => {
    const storage = createMemoryStorage()
    const { bridge } = bridgeCompletingAfter(2)
    const first = await createBridgeRequestStore({ storage, chainId: CHAIN, now: () => 1000 })
    const plan = await bridgeSendFlow.plan(params, {
      client,
      bridge,
      bridgeRequests: first,
      from: FROM,
      signal: new AbortController().signal,
    })
    expect(plan.steps).toHaveLength(1)
    expect(first.pending()).toEqual([
      {
        uuid: 'swap-1',
        direction: 'OperaToEthereum',
        from: FROM,
        targetAddress: ETH,
        depositAddress: DEPOSIT,
        amount: (100n * 10n ** 18n).toString(),
        receive: (50n * 10n ** 18n).toString(),
        status: 'pending',
        createdAt: 1000,
        updatedAt: 1000,
      },
    ])
    // A reload: a new store over the same storage.
    const second = await createBridgeRequestStore({ storage, chainId: CHAIN })
    expect(second.pending().map((r) => r.uuid)).toEqual(['swap-1'])
    // Another network keeps its own record.
    expect((await createBridgeRequestStore({ storage, chainId: 250 })).list()).toEqual([])
    const ended = await resumeBridgeRequests({ store: second, bridge, interval: 1, maxTries: 5 })
    expect(ended.map((r) => [r.uuid, r.status])).toEqual([['swap-1', 'finalized']])
    const third = await createBridgeRequestStore({ storage, chainId: CHAIN })
    expect(third.get('swap-1')?.status).toBe('finalized')
    expect(third.pending()).toEqual([])
    expect(await storage.keys()).toContain(bridgeRequestsRecordKey(CHAIN))
  })

  it('the completion records the deposit transaction and marks the request finalized', async () => {
    const storage = createMemoryStorage()
    const { bridge, finalizeCalls } = bridgeCompletingAfter(1)
    const store = await createBridgeRequestStore({ storage, chainId: CHAIN })
    const signal = new AbortController().signal
    const plan = await bridgeSendFlow.plan(
      { ...params, finalizeInterval: 1 },
      { client, bridge, bridgeRequests: store, from: FROM, signal },
    )
    const result = await plan.complete?.({
      client,
      bridge,
      bridgeRequests: store,
      from: FROM,
      signal,
      hashes: ['0xabc'],
    })
    expect(result).toEqual({ uuid: 'swap-1', status: 'completed' })
    expect(finalizeCalls()).toBe(2)
    const saved = (await createBridgeRequestStore({ storage, chainId: CHAIN })).get('swap-1')
    expect(saved).toMatchObject({ status: 'finalized', depositTxHash: '0xabc' })
  })

  it('a request the bridge never completes is marked failed once the tries run out', async () => {
    const storage = createMemoryStorage()
    const { bridge, finalizeCalls } = bridgeCompletingAfter(Number.POSITIVE_INFINITY)
    const store = await createBridgeRequestStore({ storage, chainId: CHAIN })
    await bridgeSendFlow.plan(params, {
      client,
      bridge,
      bridgeRequests: store,
      from: FROM,
      signal: new AbortController().signal,
    })
    const ended = await resumeBridgeRequests({ store, bridge, interval: 1, maxTries: 3 })
    expect(finalizeCalls()).toBe(3)
    expect(ended[0]).toMatchObject({ uuid: 'swap-1', status: 'failed' })
    expect(ended[0]?.error).toMatch(/cancel/i)
    expect((await createBridgeRequestStore({ storage, chainId: CHAIN })).get('swap-1')?.status).toBe('failed')
  })

  it('an aborted resume leaves the request pending for the next run', async () => {
    const storage = createMemoryStorage()
    const { bridge } = bridgeCompletingAfter(Number.POSITIVE_INFINITY)
    const store = await createBridgeRequestStore({ storage, chainId: CHAIN })
    await bridgeSendFlow.plan(params, {
      client,
      bridge,
      bridgeRequests: store,
      from: FROM,
      signal: new AbortController().signal,
    })
    const controller = new AbortController()
    const resumed = resumeBridgeRequests({
      store,
      bridge,
      interval: 50,
      maxTries: 50,
      signal: controller.signal,
    })
    setTimeout(() => controller.abort(new Error('closed')), 20)
    expect((await resumed)[0]?.status).toBe('pending')
    expect((await createBridgeRequestStore({ storage, chainId: CHAIN })).pending()).toHaveLength(1)
  })

  it('a corrupt record is moved aside and the wallet starts with no request', async () => {
    const storage = createMemoryStorage()
    await storage.set(bridgeRequestsRecordKey(CHAIN), '{"version":1,"data":{"requests":[{"uuid":1}]}}')
    const store = await createBridgeRequestStore({ storage, chainId: CHAIN, now: () => 7 })
    expect(store.list()).toEqual([])
    expect(store.loaded.quarantinedKey).toBe(`${bridgeRequestsRecordKey(CHAIN)}.corrupt-7`)
  })
})
