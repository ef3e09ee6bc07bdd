import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
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

describe('DelegationsPage', () => {
  it('shows the Wallet Delegations and All Delegations tabs with their counts', async () => {
    const services = await createWalletServices({
      storage: createMemoryStorage(),
      keystores: createKeystoreStore(createMemoryStorage()),
    })
    // Nothing listens here: the page shows its tabs while the queries fail.
    const client = createApiClient({
      endpoints: ['http://127.0.0.1:9/api'],
      status: createApiStatus(),
      retries: 0,
    })
    const router = createMemoryRouter([{ path: '/staking/:address', children: stakingRoutes }], {
      initialEntries: ['/staking/0x1111111111111111111111111111111111111111'],
    })
    render(
      <WalletProvider network={devnet} client={client} services={services}>
        <RouterProvider router={router} />
      </WalletProvider>,
    )
    expect(await screen.findByRole('tab', { name: 'Wallet Delegations (0)' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'All Delegations (0)' })).toBeTruthy()
  })
})
