import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useStaggeredCount } from './useStaggeredCount.js'

afterEach(() => vi.useRealTimers())

describe('useStaggeredCount', () => {
  it('shows one item at once and one more every 250 ms, up to the total', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useStaggeredCount(3, 250))
    expect(result.current).toBe(1)
    act(() => vi.advanceTimersByTime(249))
    expect(result.current).toBe(1)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(2)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe(3)
  })

  it('shows nothing without items', () => {
    const { result } = renderHook(() => useStaggeredCount(0, 250))
    expect(result.current).toBe(0)
  })
})
