import { useEffect, useState } from 'react'

/** How many of `total` items to show: one at once, then one more every `delay` ms. */
export function useStaggeredCount(total: number, delay: number): number {
  const [count, setCount] = useState(1)
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => setCount((n) => n + 1), delay)
    return () => clearTimeout(timer)
  }, [count, total, delay])
  return Math.min(count, total)
}
