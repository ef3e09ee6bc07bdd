import { focusManager, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletQueryClient } from './createWalletQueryClient.js'

afterEach(() => {
  focusManager.setFocused(undefined)
  vi.useRealTimers()
})

describe('createWalletQueryClient', () => {
  it('polls at the given interval and pauses while the tab is hidden', async () => {
    vi.useFakeTimers()
    const client = createWalletQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    let calls = 0
    renderHook(() => useQuery({ queryKey: ['tick'], queryFn: async () => ++calls, refetchInterval: 4500 }), {
      wrapper,
    })
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(calls).toBe(1)
    await act(() => vi.advanceTimersByTimeAsync(4500))
    expect(calls).toBe(2)
    act(() => focusManager.setFocused(false))
    await act(() => vi.advanceTimersByTimeAsync(4500 * 3))
    expect(calls).toBe(2)
    act(() => focusManager.setFocused(true))
    await act(() => vi.advanceTimersByTimeAsync(4500))
    expect(calls).toBeGreaterThanOrEqual(3)
    client.clear()
  })

  it('does not retry failed queries (the SDK client already fails over)', async () => {
    const client = createWalletQueryClient()
    expect(client.getDefaultOptions().queries?.retry).toBe(false)
  })
})
