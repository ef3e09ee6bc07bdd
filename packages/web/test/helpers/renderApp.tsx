import {
  createWalletQueryClient,
  createWalletServices,
  WalletProvider,
  type WalletServices,
} from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { type RenderResult, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { routes } from '../../src/routes/routes.js'

export interface RenderAppOptions {
  /** Where the API lives; by default a closed port (every query fails as when the API is down). */
  apiUrls?: readonly string[]
  /** Prepares the services (add wallets, contacts, settings) before the first render. */
  seed?: (services: WalletServices) => Promise<void>
}

/** The whole app (real routes, real SDK services over memory storage, a real API client) at `path`. */
export async function renderApp(
  path: string,
  { apiUrls = ['http://127.0.0.1:9/api'], seed }: RenderAppOptions = {},
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter>; services: WalletServices }> {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  await seed?.(services)
  const apiStatus = createApiStatus()
  const client = createApiClient({ endpoints: apiUrls, status: apiStatus, retries: 0 })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const result = render(
    <WalletProvider
      network={{ ...devnet, apiUrls }}
      client={client}
      apiStatus={apiStatus}
      services={services}
      queryClient={createWalletQueryClient()}
    >
      <RouterProvider router={router} />
    </WalletProvider>,
  )
  return { ...result, router, services }
}
