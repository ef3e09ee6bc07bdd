import type {} from '@ftm-wallet/devnet/vitest-setup'
import { toChecksumAddress } from '@ftm-wallet/sdk'
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, inject, it } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useAccount } from './useAccount.js'
import { useAccountBalances } from './useAccountBalances.js'
import { useFtmPrice } from './useFtmPrice.js'
import { useTransactionHistory } from './useTransactionHistory.js'

const devnet = inject('devnet')
const FTM = 10n ** 18n
// A fresh address that nobody holds a key for (ethers' key derivation does not run under jsdom).
const freshAddress = () =>
  toChecksumAddress(
    `0x${[...crypto.getRandomValues(new Uint8Array(20))].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
  )

async function faucet(address: string, amount: string) {
  const response = await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  })
  if (!response.ok) throw new Error(`faucet: HTTP ${response.status}`)
}

describe('query hooks on the devnet', () => {
  it('useAccountBalances loads every account in one query and picks up new funds by polling', async () => {
    const [a, b] = [freshAddress(), freshAddress()]
    await faucet(a, '5')
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(
      () => useAccountBalances({ addresses: [a, b], query: { refetchInterval: 200 } }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.data?.map((x) => x.balance)).toEqual([5n * FTM, 0n]))
    await faucet(b, '2')
    await waitFor(() => expect(result.current.data?.[1]?.balance).toBe(2n * FTM), { timeout: 10_000 })
  })

  it('useAccount and useTransactionHistory show a funded account and its transfer', async () => {
    const address = freshAddress()
    await faucet(address, '3')
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(
      () => ({ account: useAccount({ address }), history: useTransactionHistory({ address }) }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.account.data?.balance).toBe(3n * FTM))
    await waitFor(() => expect(result.current.history.data?.pages[0]?.transactions.items).toHaveLength(1))
    const [tx] = result.current.history.data?.pages[0]?.transactions.items ?? []
    expect(tx).toMatchObject({ to: address, value: 3n * FTM, status: 'success' })
    expect(result.current.history.hasNextPage).toBe(false)
  })

  it('useFtmPrice reads the price in the chosen currency', async () => {
    const { wrapper } = await createTestWallet([devnet.apiUrl])
    const { result } = renderHook(() => useFtmPrice({ currency: 'EUR' }), { wrapper })
    await waitFor(() => expect(result.current.data?.currency).toBe('EUR'))
    expect(result.current.data?.price).toBeGreaterThan(0)
  })

  it('reports a failed query as an error and flags the API offline', async () => {
    const { wrapper, apiStatus } = await createTestWallet(['http://127.0.0.1:9/api'])
    const address = freshAddress()
    const { result } = renderHook(() => useAccount({ address }), { wrapper })
    await waitFor(() => expect(result.current.error?.message).toBe('The Fantom API could not be reached'))
    await waitFor(() => expect(apiStatus.getState()).toBe('offline'))
  })
})
