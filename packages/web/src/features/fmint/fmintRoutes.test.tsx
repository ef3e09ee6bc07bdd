import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fmintRoutes } from './fmintRoutes.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

async function renderAt(path: string, history: string[] = []) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  // Nothing listens here: the pages show their frame while the queries fail.
  const client = createApiClient({
    endpoints: ['http://127.0.0.1:9/api'],
    status: createApiStatus(),
    retries: 0,
  })
  const router = createMemoryRouter([{ path: '/fmint/:address', children: fmintRoutes }], {
    initialEntries: [...history, path],
  })
  render(
    <WalletProvider network={devnet} client={client} services={services}>
      <RouterProvider router={router} />
    </WalletProvider>,
  )
  return router
}

describe('fMint routes', () => {
  it('shows the fMint home with its tabs and the rewards buttons', async () => {
    await renderAt(`/fmint/${ADDRESS}`)
    expect(await screen.findByRole('heading', { name: 'fMint', level: 1 }, { timeout: 10_000 })).toBeTruthy()
    for (const tab of ['Overview', 'Positions', 'Assets'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Claim Rewards' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Push Rewards' })).toBeTruthy()
  })

  it('shows a query failure in an error block on the lock page', async () => {
    await renderAt(`/fmint/${ADDRESS}/lock?tokenAddress=${ADDRESS}`)
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    expect(alert.className).toContain('message-error')
    expect(alert.textContent).not.toBe('')
  })

  it("says 'Bad parameters.' on a confirmation without amount, and goes back after 3 s", async () => {
    const form = `/fmint/${ADDRESS}/lock`
    const router = await renderAt(`/fmint/${ADDRESS}/lock-unlock/confirmation?tokenAddress=${ADDRESS}`, [
      form,
    ])
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('Bad parameters.')
    await waitFor(() => expect(router.state.location.pathname).toBe(form), { timeout: 5_000 })
  }, 20_000)

  it("says 'Adjust collateral first, please.' when the confirmation has no change", async () => {
    await renderAt(`/fmint/${ADDRESS}/lock-unlock/confirmation?tokenAddress=${ADDRESS}&amount=0`)
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe(
      'Adjust collateral first, please.',
    )
  })

  it("says 'Bad parameters.' on a mint/repay confirmation without a token", async () => {
    await renderAt(`/fmint/${ADDRESS}/mint-repay/confirmation?amount=5`)
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('Bad parameters.')
  })

  it("says 'Bad parameters.' on the claim-rewards page without a token", async () => {
    await renderAt(`/fmint/${ADDRESS}/claim-rewards`)
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('Bad parameters.')
  })

  it('shows the push-rewards page with a token', async () => {
    await renderAt(`/fmint/${ADDRESS}/push-rewards?tokenAddress=${ADDRESS}`)
    expect(await screen.findByRole('heading', { name: 'Push Rewards' }, { timeout: 10_000 })).toBeTruthy()
  })
})
