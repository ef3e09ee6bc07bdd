import { createWalletQueryClient, createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  type Delegation,
  devnet,
  getDelegationQueryKey,
} from '@ftm-wallet/sdk'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { webSignerFactories } from '../wallets/connect/signerFactories.js'
import { sftmPaths } from './SftmConfirmationPage.js'
import { FTM, makeDelegation } from './stakingFixtures.test-util.js'
import { stakingRoutes } from './stakingRoutes.js'

const A = '0x2222222222222222222222222222222222222222'

// Real wallet services, query client and API client (a closed port: nothing is signed or sent). A delegation the
// API answered is placed in the query cache where useDelegation reads it; a Ledger account can run a flow.
async function renderRoute(path: string, delegation?: Delegation) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  await services.accounts.addAccount({ address: A, type: 'ledger' })
  await services.accounts.setActiveAccount({ address: A, type: 'ledger' })
  const apiUrls = ['http://127.0.0.1:9/api']
  const client = createApiClient({ endpoints: apiUrls, status: createApiStatus(), retries: 0 })
  const queryClient = createWalletQueryClient()
  if (delegation)
    queryClient.setQueryData(
      getDelegationQueryKey({ address: A, stakerId: delegation.toStakerId }),
      delegation,
    )
  const router = createMemoryRouter(
    [
      { path: '/previous', element: <p>Previous screen</p> },
      { path: '/staking/:address', children: stakingRoutes },
    ],
    { initialEntries: ['/previous', path], initialIndex: 1 },
  )
  render(
    <WalletProvider
      network={{ ...devnet, apiUrls }}
      client={client}
      services={services}
      signerFactories={webSignerFactories}
      queryClient={queryClient}
    >
      <RouterProvider router={router} />
    </WalletProvider>,
  )
  return router
}

describe('sFTM confirmation routes', () => {
  it("says 'Bad parameters.' on defi-mint-sftm-confirmation without a stakerId and goes back after 3 s", async () => {
    const start = performance.now()
    const router = await renderRoute(`/staking/${A}/mint-sftm-confirmation`)
    expect((await screen.findByRole('alert')).textContent).toBe('Bad parameters.')
    await waitFor(() => expect(router.state.location.pathname).toBe('/previous'), { timeout: 5000 })
    expect(performance.now() - start).toBeGreaterThanOrEqual(2900)
  }, 20_000)

  it("says 'Bad parameters.' on staking-repay-sftm-confirmation2 with a stakerId that is not a number", async () => {
    await renderRoute(`/staking/${A}/repay-sftm-confirmation2/abc`)
    expect((await screen.findByRole('alert')).textContent).toBe('Bad parameters.')
  })

  it("says 'Bad parameters.' on the repay confirmation when the delegation has no outstanding sFTM", async () => {
    await renderRoute(sftmPaths.repay(A, 3n), makeDelegation({ outstandingSFTM: 0n }))
    expect((await screen.findByRole('alert')).textContent).toBe('Bad parameters.')
  })

  it('runs the mint confirmation for the stakerId; Back from its error returns to the delegation detail', async () => {
    const delegation = makeDelegation({ isDelegationLocked: true, outstandingSFTM: 40n * FTM })
    const router = await renderRoute(sftmPaths.mint(A, 3n), delegation)
    expect(await screen.findByRole('heading', { name: 'Mint sFTM', level: 1 })).toBeTruthy()
    // The flow plans against the API (a closed port here) and says so; nothing about parameters or signing.
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 10_000 }))
    expect(screen.queryByText('Bad parameters.')).toBeNull()
    await waitFor(() => expect(router.state.location.pathname).toBe(`/staking/${A}/detail/3`))
  })

  it('runs the repay confirmation for a delegation with outstanding sFTM', async () => {
    await renderRoute(sftmPaths.repay(A, 3n), makeDelegation({ outstandingSFTM: 40n * FTM }))
    expect(await screen.findByRole('heading', { name: 'Repay sFTM', level: 1 })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Back' }, { timeout: 10_000 })).toBeTruthy()
    expect(screen.queryByText('Bad parameters.')).toBeNull()
    expect(screen.queryByText(/cannot sign here/)).toBeNull()
  })
})
