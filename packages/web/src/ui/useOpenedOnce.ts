import { useState } from 'react'

/**
 * True once `open` has been true (docs/decisions.md#web-start-up): a window that was never opened renders none of
 * Radix's pieces. Mounted closed, each of those schedules a synchronous update from its layout effect, so the
 * screen's first commit had to flush every passive effect and render again before the page could draw or answer.
 * Once opened, a window stays mounted, so closing it works as before (focus return, portals).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
