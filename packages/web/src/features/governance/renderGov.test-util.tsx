// Test helper: renders governance screens inside the wallet provider and a memory router at /gov/{address}.
import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'

export const ACCOUNT = '0x1111111111111111111111111111111111111111'
export const GOVERNANCE = '0x10E61978db2AE0eb88f826C248eB6F5CE566569D'

const services = await createWalletServices({
  storage: createMemoryStorage(),
  keystores: createKeystoreStore(createMemoryStorage()),
})
// Nothing listens here: screens that need data show their loading or error states; views get data as props.
const client = createApiClient({
  endpoints: ['http://127.0.0.1:9/api'],
  status: createApiStatus(),
  retries: 0,
})

/**
 * Renders `element` at `path` (under /gov/:address/*), or the area's route objects under /gov/:address, with a
 * previous entry to go back to.
 */
export function renderGov(
  element: ReactNode | RouteObject[],
  options: { path?: string; state?: unknown; queryClient?: QueryClient } = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [
      { path: '/previous', element: <p>Previous screen</p> },
      Array.isArray(element)
        ? { path: '/gov/:address', children: element }
        : { path: '/gov/:address/*', element },
    ],
    {
      initialEntries: ['/previous', { pathname: options.path ?? `/gov/${ACCOUNT}`, state: options.state }],
      initialIndex: 1,
    },
  )
  const result = render(
    <WalletProvider network={devnet} client={client} services={services} queryClient={options.queryClient}>
      <RouterProvider router={router} />
    </WalletProvider>,
  )
  return { ...result, router }
}
