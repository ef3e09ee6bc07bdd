import {
  createPendingTransactionStore,
  devnet,
  type NewPendingTransaction,
  PENDING_KEY_PREFIX,
} from '@ftm-wallet/sdk'
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { usePendingRecords } from './usePendingRecords.js'

const FROM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const TO = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

/** A broadcast as a flow records it (the hash need not be a real one: the store only keeps it). */
const broadcast = (n: number, chainId = devnet.chainId): NewPendingTransaction => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  chainId,
  from: FROM,
  to: TO,
  value: BigInt(n),
  data: '0x',
  nonce: BigInt(n),
  gasPrice: 1_000_000_000n,
  gasLimit: 21_000n,
  raw: null,
  summary: `Send ${n} wei to ${TO}`,
})

describe('usePendingRecords', () => {
  it("lists the connected network's records, newest first, and follows this tab's changes", async () => {
    const { wrapper, services } = await createTestWallet()
    const store = services.pending
    if (!store) throw new Error('the wallet services have no pending store')
    const { result } = renderHook(() => usePendingRecords(), { wrapper })
    expect(result.current.store).toBe(store)
    expect(result.current.records).toEqual([])

    await act(() => store.record(broadcast(1)))
    await act(() => store.record(broadcast(2, devnet.chainId + 1))) // another network's
    await waitFor(() => expect(result.current.records.map((r) => r.nonce)).toEqual([1n]))

    await act(() => store.record(broadcast(3)))
    await waitFor(() => expect(result.current.records.map((r) => r.nonce)).toEqual([3n, 1n]))

    await act(() => store.setStatus(broadcast(1).hash, { status: 'mined' }))
    await waitFor(() => expect(result.current.records.map((r) => r.status)).toEqual(['pending', 'mined']))

    await act(() => store.remove(broadcast(3).hash))
    await waitFor(() => expect(result.current.records.map((r) => r.nonce)).toEqual([1n]))
  })

  it("reads again when another tab writes a record (a storage event on one of the store's keys)", async () => {
    const { wrapper, services } = await createTestWallet()
    const { result } = renderHook(() => usePendingRecords(), { wrapper })
    await waitFor(() => expect(result.current.store).not.toBeNull())

    // Another tab: its own store over the same storage, whose changes this tab's store does not hear of.
    const otherTab = createPendingTransactionStore({ storage: services.storage })
    const recorded = await otherTab.record(broadcast(7))
    act(() => {
      globalThis.dispatchEvent(new StorageEvent('storage', { key: PENDING_KEY_PREFIX + recorded.hash }))
    })
    await waitFor(() => expect(result.current.records.map((r) => r.hash)).toEqual([recorded.hash]))
  })
})
