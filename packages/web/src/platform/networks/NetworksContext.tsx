import type { NetworkPreset } from '@ftm-wallet/sdk'
import { createContext, type ReactNode, useContext } from 'react'
import type { CustomNetworkInput } from './customNetwork.js'

/** What the network picker can do (docs/behaviour/networks.md); given by the app root around the wallet. */
export interface NetworksControl {
  /** Every network the user can pick, in the picker's order. */
  readonly networks: readonly NetworkPreset[]
  readonly active: NetworkPreset
  /** Makes `id` the active network; the wallet reconnects, the accounts stay. Throws NETWORK_UNKNOWN. */
  select(id: string): Promise<void>
  /** Adds a custom network after the chain id check (NetworkError on a mismatch) and switches to it. */
  add(input: CustomNetworkInput): Promise<NetworkPreset>
  /** Removes a custom network (the default network becomes active when it was). */
  remove(id: string): Promise<void>
}

const NetworksContext = createContext<NetworksControl | undefined>(undefined)

export function NetworksProvider({ value, children }: { value: NetworksControl; children: ReactNode }) {
  return <NetworksContext.Provider value={value}>{children}</NetworksContext.Provider>
}

/** The picker's control; undefined where the app gives none (component tests render one fixed network). */
export function useNetworks(): NetworksControl | undefined {
  return useContext(NetworksContext)
}

/** A custom network's id (`custom-{chainId}`, extension/networkStore.ts). */
export const isCustomNetwork = (network: Pick<NetworkPreset, 'id'>) => network.id.startsWith('custom-')
