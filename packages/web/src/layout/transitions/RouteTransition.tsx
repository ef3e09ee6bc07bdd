import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import '../../styles/transitions.css'
import { computeTransitionDirection } from './computeTransitionDirection.js'

const SLIDE_CLASSES = ['route-slide-forward', 'route-slide-back'] as const

/**
 * Wraps the routed screen and slides it in on navigation: from the right when going deeper, from the left when
 * going back (mirrored in right-to-left layouts). The screen is not remounted: the class is swapped on the same
 * element, so a screen's state survives. `prefers-reduced-motion: reduce` turns the animation off (transitions.css).
 * `data-transition` tells the last direction (tests read it).
 */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const element = useRef<HTMLDivElement>(null)
  const previous = useRef<string | undefined>(undefined)

  useLayoutEffect(() => {
    const direction = computeTransitionDirection(previous.current, pathname)
    previous.current = pathname
    const node = element.current
    if (!node || direction === 'none') return
    node.dataset.transition = direction
    node.classList.remove(...SLIDE_CLASSES)
    // Reading the layout between removing and adding the class restarts an animation of the same direction.
    void node.offsetWidth
    node.classList.add(`route-slide-${direction}`)
  }, [pathname])

  return (
    <div
      ref={element}
      className="route-view"
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.classList.remove(...SLIDE_CLASSES)
      }}
    >
      {children}
    </div>
  )
}
