import { REDIRECT_DELAY, swapMessages } from '@ftm-wallet/sdk'
import { type ReactNode, useEffect } from 'react'

export interface TradeGuardProps {
  /** The confirmation has what it trades: both tokens and amounts above 0. */
  ready: boolean
  /** Closes the confirmation window (back to the form). */
  onClose: () => void
  children: ReactNode
}

/**
 * A swap or wrap confirmation without its trade parameters (e.g. the wrapped token failed to load) shows
 * 'Trade tokens first, please.' and returns to the form after 3 s
 * (docs/behaviour/swap-and-liquidity.md#wrap-and-unwrap).
 */
export function TradeGuard({ ready, onClose, children }: TradeGuardProps) {
  useEffect(() => {
    if (ready) return
    const timer = setTimeout(onClose, REDIRECT_DELAY)
    return () => clearTimeout(timer)
  }, [ready, onClose])
  if (!ready) return <p role="alert">{swapMessages.tradeTokensFirst}</p>
  return <>{children}</>
}
