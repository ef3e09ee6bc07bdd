import { useEffect, useState } from 'react'

/**
 * `value` once it has not changed for `delayMs` (docs/behaviour/swap-and-liquidity.md#swap: swap amount input
 * debounce 250 ms).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
