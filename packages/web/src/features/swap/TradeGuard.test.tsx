import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TradeGuard } from './TradeGuard.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('TradeGuard (swap and wrap confirmations)', () => {
  it("says 'Trade tokens first, please.' without trade parameters and closes the window after 3 s", () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(
      <TradeGuard ready={false} onClose={onClose}>
        <p>You're trading 1 FTM -&gt; 1 WFTM</p>
      </TradeGuard>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Trade tokens first, please.')
    expect(screen.queryByText(/You're trading/)).toBeNull()
    act(() => vi.advanceTimersByTime(2999))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('shows the confirmation when the trade is complete, and never closes it', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(
      <TradeGuard ready onClose={onClose}>
        <p>You're trading 1 FTM -&gt; 1 WFTM</p>
      </TradeGuard>,
    )
    expect(screen.getByText("You're trading 1 FTM -> 1 WFTM")).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(5000))
    expect(onClose).not.toHaveBeenCalled()
  })
})
