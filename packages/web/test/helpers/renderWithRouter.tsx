import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { type Display, DisplayProvider } from '../../src/ui/display.js'

export const DISPLAY: Display = { currency: 'USD', fractionDigits: 2, price: 0.5 }

/** Renders `element` at `path` inside a memory router and the display settings. */
export function renderWithRouter(
  element: ReactNode,
  { path = '/', display = DISPLAY } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [{ path: '*', element: <DisplayProvider value={display}>{element}</DisplayProvider> }],
    {
      initialEntries: [path],
    },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}
