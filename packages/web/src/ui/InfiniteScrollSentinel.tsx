import { INFINITE_SCROLL_DISTANCE } from '@ftm-wallet/sdk'
import { useEffect, useRef } from 'react'

export interface InfiniteScrollSentinelProps {
  /** Called when the end of the list comes within 1100 px of the viewport (docs/behaviour/app-shell.md#numbers). */
  onReach: () => void
  disabled?: boolean
}

/** An invisible marker at the end of a list that asks for the next page as it comes near. */
export function InfiniteScrollSentinel({ onReach, disabled }: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null)
  const callback = useRef(onReach)
  callback.current = onReach
  useEffect(() => {
    const node = ref.current
    if (!node || disabled || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current()
      },
      { rootMargin: `0px 0px ${INFINITE_SCROLL_DISTANCE}px 0px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [disabled])
  return <div ref={ref} aria-hidden="true" style={{ height: 1 }} />
}
