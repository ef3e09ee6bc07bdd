import { getAddress } from 'ethers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Account } from '../api/account/accountSchemas.js'
import type { AccountBalance } from '../api/account/getAccountBalances.js'
import { createApiClient } from '../api/createApiClient.js'
import { respondAccounts, type SimulatedAccount } from './accountsResponder.test-util.js'
import type { VisibilitySource } from './visibility.js'
import { watchAccounts } from './watchAccounts.js'
import { watchBalances } from './watchBalances.js'
import { watchQuery } from './watchQuery.js'

afterEach(() => vi.useRealTimers())

const E18 = 10n ** 18n
const addresses = [1, 2, 3].map((i) => getAddress(`0x${i.toString(16).padStart(40, '0')}`))

function setup() {
  const table = new Map<string, SimulatedAccount>(
    addresses.map((a, i) => [
      a.toLowerCase(),
      { balance: BigInt(i + 1) * E18, totalValue: 10n * E18, pendingRewards: 0n },
    ]),
  )
  const operations: string[] = []
  const client = createApiClient({
    endpoints: ['https://api.test/graphql'],
    fetch: async (_input, init) => {
      const body = JSON.parse(String(init?.body)) as { query: string; variables?: Record<string, unknown> }
      operations.push(/query (\w+)/.exec(body.query)?.[1] ?? '?')
      return Response.json(respondAccounts(body, table))
    },
  })
  return { table, operations, client }
}

function manualVisibility(initial = true) {
  let visible = initial
  const listeners = new Set<() => void>()
  const source: VisibilitySource = {
    isVisible: () => visible,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    source,
    set(next: boolean) {
      visible = next
      for (const l of listeners) l()
    },
  }
}

describe('watchAccounts', () => {
  it('loads all accounts once, then polls ONE batched balance query per 7000 ms tick', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, operations } = setup()
    const snapshots: Account[][] = []
    const unwatch = watchAccounts(client, {
      addresses,
      onAccounts: (a) => snapshots.push(a),
      visibility: manualVisibility().source,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(operations).toEqual(['Accounts'])
    expect(snapshots[0]?.map((a) => a.balance)).toEqual([E18, 2n * E18, 3n * E18])
    await vi.advanceTimersByTimeAsync(6999)
    expect(operations).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await vi.advanceTimersByTimeAsync(7000)
    expect(operations).toEqual(['Accounts', 'AccountBalances', 'AccountBalances'])
    expect(snapshots).toHaveLength(1) // nothing changed, nothing emitted
    unwatch()
  })

  it('refetches fully only the accounts whose balance or total value (pending rewards) changed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, operations, table } = setup()
    const snapshots: Account[][] = []
    const unwatch = watchAccounts(client, { addresses, onAccounts: (a) => snapshots.push(a), interval: 1000 })
    await vi.advanceTimersByTimeAsync(0)
    const second = table.get(addresses[1]?.toLowerCase() as string) as SimulatedAccount
    second.pendingRewards = 5n * 10n ** 17n
    second.totalValue += second.pendingRewards
    operations.length = 0
    const sent: unknown[] = []
    const originalRequest = client.request
    client.request = (p) => {
      sent.push(p.variables)
      return originalRequest(p)
    }
    await vi.advanceTimersByTimeAsync(1000)
    expect(operations).toEqual(['AccountBalances', 'Accounts'])
    expect(sent[1]).toMatchObject({ a0: addresses[1] })
    expect(sent[1]).not.toHaveProperty('a1')
    expect(snapshots.at(-1)?.[1]?.pendingRewards).toEqual([5n * 10n ** 17n])
    unwatch()
  })

  it('pauses while the page is hidden and polls at once when it shows again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, operations } = setup()
    const visibility = manualVisibility()
    const unwatch = watchAccounts(client, { addresses, onAccounts: () => {}, visibility: visibility.source })
    await vi.advanceTimersByTimeAsync(0)
    visibility.set(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(operations).toEqual(['Accounts'])
    visibility.set(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(operations).toEqual(['Accounts', 'AccountBalances'])
    unwatch()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(operations).toHaveLength(2)
  })
})

describe('watchBalances', () => {
  it('polls every 4500 ms by default and reports only changes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { client, operations, table } = setup()
    const seen: AccountBalance[][] = []
    const unwatch = watchBalances(client, {
      addresses: addresses.slice(0, 1),
      onBalances: (b) => seen.push(b),
    })
    await vi.advanceTimersByTimeAsync(4500)
    expect(operations).toEqual(['AccountBalances', 'AccountBalances'])
    expect(seen).toHaveLength(1)
    ;(table.get(addresses[0]?.toLowerCase() as string) as SimulatedAccount).balance = 7n
    await vi.advanceTimersByTimeAsync(4500)
    expect(seen.at(-1)?.[0]?.balance).toBe(7n)
    unwatch()
  })
})

describe('watchQuery', () => {
  it('polls every 3000 ms by default, reports errors and keeps polling', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let n = 0
    const data: number[] = []
    const errors: unknown[] = []
    const unwatch = watchQuery({
      query: async () => {
        n++
        if (n === 2) throw new Error('boom')
        return n
      },
      onData: (d) => data.push(d),
      onError: (e) => errors.push(e),
    })
    await vi.advanceTimersByTimeAsync(6000)
    expect(data).toEqual([1, 3])
    expect(errors).toHaveLength(1)
    unwatch()
  })

  it('aborts the running query when unwatched', async () => {
    let signal: AbortSignal | undefined
    const unwatch = watchQuery({
      query: (s) => {
        signal = s
        return new Promise(() => {})
      },
      onData: () => {},
    })
    unwatch()
    expect(signal?.aborted).toBe(true)
  })
})
