/** How a route change slides: deeper routes come in from the right (forward), going up slides back. */
export type TransitionDirection = 'forward' | 'back' | 'none'

/** Depth of a path: its non-empty segments ('/' is 0, '/account/0xab' is 2, '/account/0xab/send' is 3). */
export function computeRouteDepth(pathname: string): number {
  return pathname.split('/').filter((segment) => segment !== '').length
}

/**
 * The slide of a navigation from `from` to `to` (spec issue 8 item 7): forward (slide left) when going deeper,
 * back (slide right) when going up, none for the first render, the same path or a route of the same depth
 * (e.g. the same screen for another account, or a tab beside the current one).
 */
export function computeTransitionDirection(from: string | undefined, to: string): TransitionDirection {
  if (from === undefined || from === to) return 'none'
  const delta = computeRouteDepth(to) - computeRouteDepth(from)
  if (delta > 0) return 'forward'
  if (delta < 0) return 'back'
  return 'none'
}
