// Test helper: render inside a WalletProvider whose API endpoint answers nothing (port 9 on loopback), and a
// memory router at `path`.
import { createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'

export async function renderWithWallet(
  element: ReactNode,
  options: { route?: string; path?: string } = {},
): Promise<RenderResult> {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  const client = createApiClient({
    endpoints: ['http://127.0.0.1:9/api'],
    status: createApiStatus(),
    retries: 0,
  })
  const router = createMemoryRouter([{ path: options.path ?? '*', element }], {
    initialEntries: [options.route ?? '/'],
  })
  return render(
    <WalletProvider network={devnet} client={client} services={services}>
      <RouterProvider router={router} />
    </WalletProvider>,
  )
}
