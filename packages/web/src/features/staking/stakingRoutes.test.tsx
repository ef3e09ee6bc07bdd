import { createWalletQueryClient, createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { stakingRoutes } from './stakingRoutes.js'

const A = '0x1111111111111111111111111111111111111111'

// Real SDK services and API client; nothing listens on the API port, so every query fails as when it is down.
async function renderArea(path: string, state?: unknown) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  const apiUrls = ['http://127.0.0.1:9/api']
  const client = createApiClient({ endpoints: apiUrls, status: createApiStatus(), retries: 0 })
  const router = createMemoryRouter([{ path: '/staking/:address', children: stakingRoutes }], {
    initialEntries: [{ pathname: path, state }],
  })
  render(
    <WalletProvider
      network={{ ...devnet, apiUrls }}
      client={client}
      services={services}
      queryClient={createWalletQueryClient()}
    >
      <RouterProvider router={router} />
    </WalletProvider>,
  )
  return router
}

describe('staking routes', () => {
  it("links 'Add delegation' to the stake form and Validators to the validator list", async () => {
    await renderArea(`/staking/${A}`)
    expect((await screen.findByRole('link', { name: 'Add delegation' })).getAttribute('href')).toBe(
      `/staking/${A}/stake`,
    )
    expect(screen.getByRole('link', { name: 'Validators' }).getAttribute('href')).toBe(
      `/staking/${A}/validators`,
    )
  })

  it("shows the stake form 'Delegate FTM' with its fields", async () => {
    await renderArea(`/staking/${A}/stake`)
    expect(await screen.findByRole('heading', { name: 'Delegate FTM' })).toBeTruthy()
    expect(screen.getByLabelText('Amount')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Entire Balance -2 FTM' })).toBeTruthy()
    expect((screen.getByLabelText('Validator') as HTMLInputElement).placeholder).toBe('Select a Validator')
  })

  it('says Bad parameters. for a detail without a numeric validator id', async () => {
    await renderArea(`/staking/${A}/detail/abc`)
    expect(await screen.findByText('Bad parameters.')).toBeTruthy()
  })

  it('shows the query error on the validator list when the API is down', async () => {
    await renderArea(`/staking/${A}/validators`)
    expect(await screen.findByRole('heading', { name: 'Staking' })).toBeTruthy()
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('shows the success page with the transaction hash and the reject page', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    await renderArea(`/staking/${A}/success`, { hash, title: 'Delegate' })
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy()
    expect(screen.getByRole('link', { name: hash })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/staking/${A}`)
  })

  it('shows the reject page', async () => {
    await renderArea(`/staking/${A}/reject`)
    expect(await screen.findByRole('heading', { name: 'Transaction rejected' })).toBeTruthy()
  })
})
