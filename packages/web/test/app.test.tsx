import type { WalletServices } from '@ftm-wallet/react'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from './helpers/renderApp.js'

const noticeRead = {
  seed: async (s: WalletServices) => {
    await s.settings.acceptFirstVisitNotice()
  },
}

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/**
 * A screen up to 768 px wide for the rest of the test (jsdom has no `matchMedia`): the layout's mobile parts, such as
 * the bottom bar, render only there.
 */
function onMobileScreen() {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(max-width: 768px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList
}
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

describe('the app shell', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia')
  })

  it('shows the first-visit notice until it is acknowledged, and remembers that', async () => {
    const { services } = await renderApp('/')
    await screen.findByRole('dialog', { name: 'Before you start' })
    fireEvent.click(screen.getByRole('button', { name: 'Ok, understood' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(services.settings.getState().firstVisitNoticeAccepted).toBe(true)
  })

  it('welcome: three actions, install instructions, menu without account links', async () => {
    onMobileScreen()
    await renderApp('/', noticeRead)
    await screen.findByRole('heading', { name: 'Fantom Wallet', level: 1 })
    for (const name of ['Connect Wallet', 'Create a new wallet', 'Restore wallet']) {
      expect(screen.getByRole('button', { name })).toBeTruthy()
    }
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Desktop', 'iOS', 'Android'])
    const bar = screen.getByRole('navigation', { name: 'Main menu (mobile)' })
    expect(
      within(bar)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'Settings'])
  })

  it('goes from welcome to the dashboard on a first visit when wallets exist', async () => {
    const { router } = await renderApp('/', {
      seed: async (s) => {
        await s.settings.acceptFirstVisitNotice()
        await s.accounts.addAccount({ address: A, type: 'metamask' })
      },
    })
    await screen.findByRole('heading', { name: 'Home', level: 1 })
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(screen.getByRole('heading', { name: 'Wallets (1)' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Contacts (0)' })).toBeTruthy()
  })

  it("says 'Bad wallet' for an address that is not one of the wallets", async () => {
    await renderApp(`/account/${B}`, noticeRead)
    expect((await screen.findByRole('alert')).textContent).toContain('Bad wallet')
  })

  it('makes the wallet of the address in the route the active one', async () => {
    onMobileScreen()
    const { services } = await renderApp(`/account/${B}/receive`, {
      seed: async (s) => {
        await s.settings.acceptFirstVisitNotice()
        await s.accounts.addAccount({ address: A, type: 'metamask' })
        await s.accounts.addAccount({ address: B, type: 'metamask' })
        await s.accounts.setActiveAccount({ address: A, type: 'metamask' })
      },
    })
    await screen.findByRole('heading', { name: 'Receive Opera FTM' })
    await waitFor(() => expect(services.accounts.getActiveAccount()?.address).toBe(B))
    const bar = screen.getByRole('navigation', { name: 'Main menu (mobile)' })
    expect(within(bar).getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe(`/account/${B}`)
  })

  it('shows the error of a failed transaction query in place of the table', async () => {
    await renderApp(`/account/${A}`, {
      seed: async (s) => {
        await s.settings.acceptFirstVisitNotice()
        await s.accounts.addAccount({ address: A, type: 'metamask' })
      },
    })
    const alerts = await screen.findAllByText('The Fantom API could not be reached')
    expect(alerts.length).toBeGreaterThan(0)
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('applies dark mode, auto dark mode and right-to-left from the settings', async () => {
    const { services } = await renderApp('/settings', noticeRead)
    await screen.findByRole('heading', { name: 'Settings', level: 1 })
    expect(document.documentElement.dataset.theme).toBe('dark')
    fireEvent.click(screen.getByRole('switch', { name: 'Dark Mode' }))
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'))
    expect(services.settings.getState().darkMode).toBe(false)
    fireEvent.click(screen.getByRole('switch', { name: 'Right-to-left' }))
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'))
    fireEvent.click(screen.getByRole('switch', { name: 'Right-to-left' }))
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'))
    fireEvent.change(screen.getByLabelText('Decimal Points'), { target: { value: '5' } })
    await waitFor(() => expect(services.settings.getState().fractionDigits).toBe(5))
  })

  it('shows the not-found view for /account/create and unknown paths', async () => {
    await renderApp('/account/restore', noticeRead)
    await screen.findByRole('heading', { name: 'Page not found' })
  })

  it('names a part-2 area clearly instead of showing nothing', async () => {
    await renderApp(`/gov/${A}`, {
      seed: async (s) => {
        await s.settings.acceptFirstVisitNotice()
        await s.accounts.addAccount({ address: A, type: 'metamask' })
      },
    })
    await screen.findByRole('heading', { name: 'Governance', level: 1 })
  })

  describe('entering an area', () => {
    afterEach(() => {
      vi.restoreAllMocks()
    })

    // Each area's screens are route objects of the one route tree: React Router finds no descendant <Routes>
    // under a path without a trailing '*' and does not warn.
    it.each([
      ['staking', `/staking/${A}`, { name: 'Add delegation', role: 'link' }],
      ['fMint', `/fmint/${A}`, { name: 'fMint', role: 'heading' }],
      ['swap', `/funi/${A}`, { name: 'Swap', role: 'heading' }],
      ['governance', `/gov/${A}`, { name: 'Governance', role: 'heading' }],
    ] as const)('%s shows its first screen and React Router does not warn', async (_area, path, target) => {
      const warn = vi.spyOn(console, 'warn')
      await renderApp(path, {
        seed: async (s) => {
          await s.settings.acceptFirstVisitNotice()
          await s.accounts.addAccount({ address: A, type: 'metamask' })
        },
      })
      expect(await screen.findByRole(target.role, { name: target.name }, { timeout: 10_000 })).toBeTruthy()
      expect(warn.mock.calls.flat().join('\n')).not.toContain('<Routes>')
    })
  })
})
