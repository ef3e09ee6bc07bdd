import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouteTransition } from './RouteTransition.js'

function Screen({ name, to }: { name: string; to: string }) {
  return (
    <p>
      {name} <Link to={to}>go</Link>
    </p>
  )
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <RouteTransition>
            <Outlet />
          </RouteTransition>
        ),
        children: [
          { path: 'account/:address', element: <Screen name="history" to="/account/0xab/send" /> },
          { path: 'account/:address/send', element: <Screen name="send" to="/account/0xab" /> },
        ],
      },
    ],
    { initialEntries: ['/account/0xab'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const view = () => screen.getByText(/history|send/).closest('.route-view') as HTMLElement

describe('route transition', () => {
  it('does not slide on the first screen', () => {
    renderApp()
    expect(view().dataset.transition).toBeUndefined()
    expect(view().className).toBe('route-view')
  })

  it('slides forward going deeper and back going up, on the same element', async () => {
    const router = renderApp()
    const first = view()
    await act(() => router.navigate('/account/0xab/send'))
    expect(screen.getByText(/send/)).toBeTruthy()
    expect(view()).toBe(first)
    expect(view().dataset.transition).toBe('forward')
    expect(view().classList.contains('route-slide-forward')).toBe(true)
    await act(() => router.navigate(-1))
    expect(view().dataset.transition).toBe('back')
    expect(view().classList.contains('route-slide-back')).toBe(true)
    expect(view().classList.contains('route-slide-forward')).toBe(false)
  })
})
