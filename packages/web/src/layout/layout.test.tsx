import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { FirstVisitNotice } from './FirstVisitNotice.js'
import { Footer } from './Footer.js'
import { MainMenu } from './MainMenu.js'
import { MenuDrawer } from './MenuDrawer.js'
import { NotFoundPage } from './NotFoundPage.js'
import { StatusPopovers } from './StatusPopovers.js'

const A = '0x000000000000000000000000000000000000dEaD'

function inRouter(element: React.ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
  return render(<RouterProvider router={router} />)
}

describe('main menu', () => {
  const labels = ['Home', 'Wallet', 'Staking', 'fMint', 'Swap', 'Governance', 'Settings']

  it('disables the account items (no link) when there is no account', () => {
    inRouter(<MainMenu address={undefined} />)
    const links = screen.getAllByRole('link').map((a) => a.textContent)
    expect(links).toEqual(['Home', 'Settings'])
    for (const label of ['Wallet', 'Staking', 'fMint', 'Swap', 'Governance']) {
      expect(screen.getByText(label).closest('[aria-disabled="true"]')).not.toBeNull()
    }
  })

  it('points the account items at the current address', () => {
    inRouter(<MainMenu address={A} />)
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(labels)
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href')
    expect(href('Home')).toBe('/dashboard')
    expect(href('Wallet')).toBe(`/account/${A}`)
    expect(href('Staking')).toBe(`/staking/${A}`)
    expect(href('fMint')).toBe(`/fmint/${A}`)
    expect(href('Swap')).toBe(`/funi/${A}`)
    expect(href('Governance')).toBe(`/gov/${A}`)
    expect(href('Settings')).toBe('/settings')
  })
})

describe('menu drawer', () => {
  it('opens from the hamburger and closes on route change', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <MenuDrawer address={A} />
              <Outlet />
            </>
          ),
          children: [
            { index: true, element: <Link to="/settings">go</Link> },
            { path: 'settings', element: <p>settings page</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    )
    render(<RouterProvider router={router} />)
    // Closed, the drawer's window is not in the page (docs/decisions.md#web-start-up).
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const dialog = await screen.findByRole('dialog', { name: 'Menu' })
    fireEvent.click(within(dialog).getByRole('link', { name: 'Settings' }))
    expect(await screen.findByText('settings page')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    // It opens again after closing.
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeTruthy()
  })
})

describe('footer', () => {
  it('has four social links opening in a new tab', () => {
    render(<Footer />)
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(4)
    for (const link of links) expect(link.getAttribute('rel')).toContain('noopener')
  })
})

describe('not-found view', () => {
  it('has a title, a text and a link back to /', () => {
    inRouter(<NotFoundPage />, '/nowhere')
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/')
  })
})

describe('status popovers', () => {
  it('says the browser is offline', () => {
    render(<StatusPopovers online={false} apiOnline={false} />)
    expect(screen.getByRole('status').textContent).toBe('You are offline')
  })

  it('says the API is unavailable only while the network is online', () => {
    render(<StatusPopovers online apiOnline={false} />)
    expect(screen.getByRole('status').textContent).toBe('Api is unavailable, trying to reconnect')
  })

  it('shows nothing when all is well', () => {
    render(<StatusPopovers online apiOnline />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

describe('first-visit notice', () => {
  it("is acknowledged with 'Ok, understood' and cannot be dismissed by Escape", () => {
    const onAcknowledge = vi.fn()
    render(<FirstVisitNotice open onAcknowledge={onAcknowledge} />)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText(/Download and back up the keystore file/)).toBeTruthy()
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' })
    })
    expect(screen.getByRole('dialog')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Ok, understood' }))
    expect(onAcknowledge).toHaveBeenCalledOnce()
  })
})
