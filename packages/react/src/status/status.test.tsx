import { act, render, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestWallet } from '../../test/helpers.js'
import { useWallet } from '../provider/WalletProvider.js'
import { useApiOnline } from './useApiStatus.js'
import { useOnlineStatus } from './useOnlineStatus.js'

/** Reads the provider and records each render's online state. */
function OnlineProbe({ seen }: { seen: boolean[] }) {
  useWallet()
  seen.push(useOnlineStatus())
  return null
}

describe('network and API status hooks', () => {
  it('follow the device going offline and back', async () => {
    const { wrapper, network } = await createTestWallet()
    const { result } = renderHook(() => useOnlineStatus(), { wrapper })
    expect(result.current).toBe(true)
    act(() => network.set(false))
    expect(result.current).toBe(false)
    act(() => network.set(true))
    expect(result.current).toBe(true)
  })

  it('flag the API offline only after failures that last 600 ms, and online at the next answer', async () => {
    vi.useFakeTimers()
    try {
      const { wrapper, apiStatus } = await createTestWallet()
      const { result } = renderHook(() => useApiOnline(), { wrapper })
      act(() => apiStatus.reportNetworkError())
      act(() => vi.advanceTimersByTime(599))
      expect(result.current).toBe(true)
      act(() => vi.advanceTimersByTime(1))
      expect(result.current).toBe(false)
      act(() => apiStatus.reportSuccess())
      expect(result.current).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('default network status', () => {
  it('follows the browser events under StrictMode (effects mounted twice)', async () => {
    const { services } = await createTestWallet()
    const { WalletProvider } = await import('../provider/WalletProvider.js')
    const { createApiClient, devnet } = await import('@ftm-wallet/sdk')
    const { StrictMode } = await import('react')
    const client = createApiClient({ network: devnet })
    const { result } = renderHook(() => useOnlineStatus(), {
      wrapper: ({ children }) => (
        <StrictMode>
          <WalletProvider network={devnet} client={client} services={services}>
            {children}
          </WalletProvider>
        </StrictMode>
      ),
    })
    expect(result.current).toBe(true)
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(result.current).toBe(false)
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(result.current).toBe(true)
    onLine.mockRestore()
  })

  it('is one object from the first render: what reads the provider renders once when it mounts, and follows the events after', async () => {
    const { services } = await createTestWallet()
    const { WalletProvider } = await import('../provider/WalletProvider.js')
    const { createApiClient, devnet } = await import('@ftm-wallet/sdk')
    const client = createApiClient({ network: devnet })
    const seen: boolean[] = []
    const { unmount } = render(
      <WalletProvider network={devnet} client={client} services={services}>
        <OnlineProbe seen={seen} />
      </WalletProvider>,
    )
    await act(async () => undefined)
    expect(seen).toEqual([true])
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(seen).toEqual([true, false])
    onLine.mockRestore()
    unmount()
  })
})
