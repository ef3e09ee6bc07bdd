// After a broadcast, anything but a node's refusal is pending (never "rejected"); the hash is the local one.
import { keccak256, Transaction, Wallet } from 'ethers'
import { delay, HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../api/createApiClient.js'
import { isWalletError } from '../errors/index.js'
import { sendSignedTransaction } from './sendSignedTransaction.js'
import { waitForTransaction } from './waitForTransaction.js'

const API = 'https://api.test/graphql'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const wallet = Wallet.createRandom()
const raw = (await wallet.signTransaction(
  Transaction.from({
    to: wallet.address,
    value: 1n,
    nonce: 7,
    gasLimit: 21_000n,
    gasPrice: 1n,
    chainId: 4003,
  }),
)) as `0x${string}`
const signed = { raw, hash: keccak256(raw) as `0x${string}` }
const OTHER_HASH = `0x${'ab'.repeat(32)}`

interface Body {
  query: string
  variables: Record<string, unknown>
}
type Answer = (body: Body) => Response | Promise<Response>
/** One handler: mutations and transaction queries answered by the given functions; records what was asked. */
function api(onSend: Answer, onLookup: Answer = () => HttpResponse.json({ data: { transaction: null } })) {
  const log: string[] = []
  server.use(
    http.post(API, async ({ request }) => {
      const body = (await request.json()) as Body
      const isSend = body.query.includes('sendTransaction')
      log.push(
        isSend ? `send ${String(body.variables.tx).slice(0, 10)}` : `lookup ${String(body.variables.hash)}`,
      )
      return isSend ? onSend(body) : onLookup(body)
    }),
  )
  return log
}
const graphqlError = (message: string) =>
  HttpResponse.json({ data: { sendTransaction: null }, errors: [{ message, path: ['sendTransaction'] }] })
const sent = (hash: string) =>
  HttpResponse.json({ data: { sendTransaction: { hash, from: wallet.address.toLowerCase(), to: null } } })
const client = (attemptTimeout = 15_000) =>
  createApiClient({ endpoints: [API], hedgeDelay: false, retries: 0, attemptTimeout })

describe('sendSignedTransaction', () => {
  it('returns the local hash when the API answers the same one', async () => {
    api(() => sent(signed.hash))
    expect(await sendSignedTransaction({ client: client(), signed })).toEqual({
      hash: signed.hash,
      pending: false,
    })
  })

  it("keeps the local hash, pending, when the API answers another hash (the API's hash is only checked)", async () => {
    api(() => sent(OTHER_HASH))
    expect(await sendSignedTransaction({ client: client(), signed })).toEqual({
      hash: signed.hash,
      pending: true,
    })
  })

  it.each([
    [`transaction ${'0x12'} could not be confirmed`],
    ['transaction 0xabc not found'],
    ['already known'],
  ])('"%s" after the broadcast is pending, not rejected', async (message) => {
    api(() => graphqlError(message))
    expect(await sendSignedTransaction({ client: client(), signed })).toEqual({
      hash: signed.hash,
      pending: true,
    })
  })

  it('a timeout of the send is pending', async () => {
    api(async () => {
      await delay('infinite')
      return sent(signed.hash)
    })
    expect(await sendSignedTransaction({ client: client(100), signed })).toEqual({
      hash: signed.hash,
      pending: true,
    })
  })

  it('no answer (connection refused) and an HTML answer are pending too', async () => {
    api(() => HttpResponse.error())
    expect((await sendSignedTransaction({ client: client(), signed })).pending).toBe(true)
    api(() => new HttpResponse('<html>bad gateway</html>'))
    expect((await sendSignedTransaction({ client: client(), signed })).pending).toBe(true)
  })

  it("a node's refusal is TX_SEND_REJECTED with the node's text", async () => {
    api(() => graphqlError('insufficient funds for gas * price + value'))
    const error = await sendSignedTransaction({ client: client(), signed }).catch((e: unknown) => e)
    expect(isWalletError(error, 'TX_SEND_REJECTED')).toBe(true)
    expect((error as Error).message).toBe('insufficient funds for gas * price + value')
  })

  it('"nonce too low" is sent when the chain knows our hash, rejected when another transaction used the nonce', async () => {
    const mined = {
      hash: signed.hash,
      from: wallet.address.toLowerCase(),
      to: null,
      status: '0x1',
      blockNumber: '0x5',
      gasUsed: '0x5208',
    }
    api(
      () => graphqlError('nonce too low'),
      () => HttpResponse.json({ data: { transaction: mined } }),
    )
    expect(await sendSignedTransaction({ client: client(), signed })).toEqual({
      hash: signed.hash,
      pending: false,
    })
    api(() => graphqlError('nonce too low'))
    const error = await sendSignedTransaction({ client: client(), signed }).catch((e: unknown) => e)
    expect(isWalletError(error, 'TX_SEND_REJECTED')).toBe(true)
  })
})

describe('waitForTransaction after a pending send', () => {
  it('polls the local hash and re-broadcasts the same bytes while the chain does not know it', async () => {
    let sends = 0
    const log = api(
      () => {
        sends += 1
        return graphqlError(`transaction ${signed.hash} could not be confirmed`)
      },
      () =>
        HttpResponse.json({
          data: {
            transaction:
              sends < 2
                ? null
                : {
                    hash: signed.hash,
                    from: wallet.address.toLowerCase(),
                    to: null,
                    status: '0x1',
                    blockNumber: '0x9',
                    gasUsed: '0x5208',
                  },
          },
        }),
    )
    const first = await sendSignedTransaction({ client: client(), signed })
    expect(first.pending).toBe(true)
    const state = await waitForTransaction({
      client: client(),
      hash: first.hash,
      raw: signed.raw,
      interval: 5,
      rebroadcastInterval: 20,
    })
    expect(state.status).toBe('success')
    expect(sends).toBe(2)
    expect(log.filter((line) => line.startsWith('send'))).toEqual([
      `send ${raw.slice(0, 10)}`,
      `send ${raw.slice(0, 10)}`,
    ])
    expect(
      log.filter((line) => line.startsWith('lookup')).every((line) => line === `lookup ${signed.hash}`),
    ).toBe(true)
  })
})

describe('waitForTransaction polls sooner at first (docs/behaviour/transactions.md#verification)', () => {
  it('asks at once, then after 50, 100 and 200 ms, then every 400 ms', async () => {
    const asked: number[] = []
    const started = performance.now()
    api(
      () => sent(signed.hash),
      () => {
        asked.push(performance.now() - started)
        const mined = asked.length === 6
        return HttpResponse.json({
          data: {
            transaction: mined
              ? {
                  hash: signed.hash,
                  from: wallet.address.toLowerCase(),
                  to: null,
                  status: '0x1',
                  blockNumber: '0x9',
                  gasUsed: '0x5208',
                }
              : null,
          },
        })
      },
    )
    // The waits between polls, as timers asked for (the client's own attempt timeout is 15 s, outside this range).
    const timers = vi.spyOn(globalThis, 'setTimeout')
    let state: Awaited<ReturnType<typeof waitForTransaction>>
    let waits: number[]
    try {
      state = await waitForTransaction({ client: client(), hash: signed.hash })
    } finally {
      waits = timers.mock.calls.map(([, ms]) => ms ?? 0).filter((ms) => ms > 0 && ms <= 1000)
      timers.mockRestore()
    }
    expect(state.status).toBe('success')
    expect(asked).toHaveLength(6)
    // Six polls, five waits: the first poll followed the broadcast at once (the original waited 400 ms for it).
    expect(waits).toEqual([50, 100, 200, 400, 400])
    // Each poll waits its delay after the previous answer: at least 0, 50, 150, 350, 750 and 1150 ms from the start.
    const least = [0, 50, 150, 350, 750, 1150]
    for (const [i, at] of asked.entries()) expect(at).toBeGreaterThanOrEqual((least[i] as number) - 5)
  })
})
