import {
  type ApiStatus,
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  createNetworkStatus,
  type createRpcClient,
  devnet,
  type NetworkContracts,
  type NetworkStatusSource,
} from '@ftm-wallet/sdk'
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createWalletServices } from '../src/provider/createWalletServices.js'
import { WalletProvider, type WalletServices } from '../src/provider/WalletProvider.js'
import { createWalletQueryClient } from '../src/query/createWalletQueryClient.js'

/** A network source the test switches on and off. */
export function createSwitchableNetwork(online = true) {
  const listeners = new Set<() => void>()
  const source: NetworkStatusSource = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    status: createNetworkStatus(source),
    set(next: boolean) {
      online = next
      for (const l of listeners) l()
    },
  }
}

export interface TestWallet {
  services: WalletServices
  apiStatus: ApiStatus
  network: ReturnType<typeof createSwitchableNetwork>
  queryClient: QueryClient
  wrapper: (props: { children: ReactNode }) => ReactNode
}

/**
 * Real SDK services over memory storage, a real API client (pointed at `apiUrls`; with `rpc`, its JSON-RPC
 * fallback, RPC-only when `apiUrls` is empty, reading fMint and governance through `contracts`), real statuses.
 */
export async function createTestWallet(
  apiUrls: readonly string[] = devnet.apiUrls,
  rpc?: ReturnType<typeof createRpcClient>,
  contracts?: NetworkContracts,
): Promise<TestWallet> {
  const storage = createMemoryStorage()
  const services = await createWalletServices({
    storage,
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  const apiStatus = createApiStatus()
  const network = createSwitchableNetwork()
  const client = createApiClient({
    endpoints: apiUrls,
    status: apiStatus,
    retries: 0,
    ...(rpc ? { rpc } : {}),
    ...(contracts ? { contracts } : {}),
  })
  const queryClient = createWalletQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WalletProvider
      network={{ ...devnet, apiUrls }}
      client={client}
      apiStatus={apiStatus}
      networkStatus={network.status}
      services={services}
      queryClient={queryClient}
    >
      {children}
    </WalletProvider>
  )
  return { services, apiStatus, network, queryClient, wrapper }
}
