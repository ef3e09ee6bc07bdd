import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createPendingTransactionStore, PENDING_RETENTION_MS } from './createPendingTransactionStore.js'
import type { NewPendingTransaction } from './types.js'

const from = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const hashOf = (digit: string) => `0x${digit.repeat(64)}` as `0x${string}`

function broadcast(digit: string, extra: Partial<NewPendingTransaction> = {}): NewPendingTransaction {
  return {
    hash: hashOf(digit),
    chainId: 4003,
    from,
    to: `0x${'9'.repeat(40)}`,
    value: 10n ** 18n,
    data: '0x',
    nonce: 3n,
    gasPrice: 2_000_000_000n,
    gasLimit: 21_000n,
    raw: '0xf86c01',
    summary: 'Send 1 FTM to 0x9999…9999',
    ...extra,
  }
}

describe('the pending-transaction store', () => {
  it('records a broadcast as pending with its bytes, nonce and summary, and reads it back from storage', async () => {
    const storage = createMemoryStorage()
    let time = 1000
    const store = createPendingTransactionStore({ storage, now: () => time })
    await store.record(broadcast('a'))
    time = 2000
    // A second store over the same storage (another tab, another process) sees the record.
    const other = createPendingTransactionStore({ storage, now: () => time })
    expect(await other.get(hashOf('a'))).toEqual({
      ...broadcast('a'),
      kind: 'transaction',
      replaces: null,
      status: 'pending',
      replacedBy: null,
      submittedAt: 1000,
      updatedAt: 1000,
      dismissed: false,
    })
    expect(await storage.keys()).toEqual([`pending.${hashOf('a')}`])
  })

  it('lists newest first, filtered by network, account and status', async () => {
    let time = 0
    const store = createPendingTransactionStore({ storage: createMemoryStorage(), now: () => ++time })
    await store.record(broadcast('a'))
    await store.record(broadcast('b', { chainId: 250 }))
    await store.record(broadcast('c', { from: `0x${'1'.repeat(40)}` }))
    await store.setStatus(hashOf('a'), { status: 'mined' })
    expect((await store.list()).map((r) => r.hash)).toEqual([hashOf('c'), hashOf('b'), hashOf('a')])
    expect((await store.list({ chainId: 4003 })).map((r) => r.hash)).toEqual([hashOf('c'), hashOf('a')])
    expect((await store.list({ from: from.toLowerCase() })).map((r) => r.hash)).toEqual([
      hashOf('b'),
      hashOf('a'),
    ])
    expect((await store.list({ status: ['pending'] })).map((r) => r.hash)).toEqual([hashOf('c'), hashOf('b')])
  })

  it('moves to a final status once: replaced keeps the replacing hash, pending never comes back', async () => {
    const store = createPendingTransactionStore({ storage: createMemoryStorage() })
    await store.record(broadcast('a'))
    expect(await store.setStatus(hashOf('a'), { status: 'replaced', replacedBy: hashOf('B') })).toMatchObject(
      {
        status: 'replaced',
        replacedBy: hashOf('b'),
      },
    )
    expect(await store.setStatus(hashOf('a'), { status: 'pending' })).toMatchObject({ status: 'replaced' })
    // Recording the same bytes again (a retried send) keeps what the tracker found.
    expect(await store.record(broadcast('a'))).toMatchObject({ status: 'replaced' })
    expect(await store.setStatus(hashOf('f'), { status: 'mined' })).toBeNull()
  })

  it('tells its listeners about every change, and about reloads (another tab wrote)', async () => {
    const store = createPendingTransactionStore({ storage: createMemoryStorage() })
    const calls: string[] = []
    const stop = store.subscribe(() => calls.push('changed'))
    await store.record(broadcast('a'))
    await store.setStatus(hashOf('a'), { status: 'mined' })
    await store.dismiss(hashOf('a'))
    store.reload()
    stop()
    await store.remove(hashOf('a'))
    expect(calls).toHaveLength(4)
    expect(await store.get(hashOf('a'))).toBeNull()
  })

  it('dismisses a notice once and forgets finished transactions after 7 days', async () => {
    let time = 0
    const store = createPendingTransactionStore({ storage: createMemoryStorage(), now: () => time })
    await store.record(broadcast('a'))
    await store.record(broadcast('b'))
    await store.setStatus(hashOf('a'), { status: 'failed' })
    await store.dismiss(hashOf('a'))
    expect((await store.get(hashOf('a')))?.dismissed).toBe(true)
    time = PENDING_RETENTION_MS + 1
    await store.record(broadcast('c'))
    // The finished one is forgotten, the pending one kept however old.
    expect((await store.list()).map((r) => r.hash)).toEqual([hashOf('c'), hashOf('b')])
  })

  it('skips a record that does not parse and refuses to record an invalid one with a typed error', async () => {
    const storage = createMemoryStorage()
    await storage.set(`pending.${hashOf('d')}`, '{not json')
    const store = createPendingTransactionStore({ storage })
    await store.record(broadcast('a'))
    expect((await store.list()).map((r) => r.hash)).toEqual([hashOf('a')])
    await expect(store.record(broadcast('b', { from: 'nobody' }))).rejects.toMatchObject({
      code: 'STATE_INVALID',
    })
  })
})
