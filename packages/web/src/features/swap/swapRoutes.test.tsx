import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SwapLayout } from './SwapLayout.js'
import { swapRoutes } from './swapRoutes.js'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'

async function renderArea(path: string) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  // Nothing listens here: the pages render their frame while the queries fail.
  const client = createApiClient({
    endpoints: ['http://127.0.0.1:9/api'],
    status: createApiStatus(),
    retries: 0,
  })
  const router = createMemoryRouter(
    [{ path: '/funi/:address', element: <SwapLayout />, children: swapRoutes }],
    {
      initialEntries: [path],
    },
  )
  render(
    <WalletProvider network={devnet} client={client} services={services}>
      <RouterProvider router={router} />
    </WalletProvider>,
  )
  return router
}

describe('swap routes', () => {
  it('opens the swap form by default and offers the menu Wrap FTM, Swap, Pools', async () => {
    const router = await renderArea(`/funi/${A}`)
    expect(await screen.findByRole('heading', { name: 'Swap', level: 2 })).toBeTruthy()
    expect(router.state.location.pathname).toBe(`/funi/${A}/swap`)
    const menu = within(screen.getByRole('navigation', { name: 'fUNI' }))
    expect(menu.getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Wrap FTM', `/funi/${A}/wrap-ftm`],
      ['Swap', `/funi/${A}/swap`],
      ['Pools', `/funi/${A}/pools`],
    ])
    // No account is active here: the button says so.
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toHaveProperty('disabled', true)
  })

  it('moves between the pages of the menu, and shows the remove page without a pair', async () => {
    const router = await renderArea(`/funi/${A}/swap`)
    await userEvent.click(await screen.findByRole('link', { name: 'Pools' }))
    expect(await screen.findByRole('heading', { name: 'Pools', level: 2 })).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Wrap FTM' }))
    expect(await screen.findByRole('heading', { name: 'Wrap FTM', level: 2 })).toBeTruthy()
    await router.navigate(`/funi/${A}/pools/add`)
    expect(await screen.findByRole('heading', { name: 'Add Liquidity', level: 2 })).toBeTruthy()
    await router.navigate(`/funi/${A}/pools/remove`)
    expect(await screen.findByRole('heading', { name: 'Remove Liquidity', level: 2 })).toBeTruthy()
  })

  it("shows the pools' query error and never 'No pairs' when the pairs cannot be loaded", async () => {
    await renderArea(`/funi/${A}/pools`)
    expect(await screen.findByRole('heading', { name: 'Pools', level: 2 })).toBeTruthy()
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).not.toBe('')
    expect(screen.queryByText('No pairs')).toBeNull()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('clears the inputs when the account in the route changes', async () => {
    const router = await renderArea(`/funi/${A}/wrap-ftm`)
    const from = (await screen.findByLabelText('From')) as HTMLInputElement
    await userEvent.type(from, '5')
    expect(from.value).toBe('5')
    await router.navigate(`/funi/${B}/wrap-ftm`)
    await waitFor(() => expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(''))
  })
})
