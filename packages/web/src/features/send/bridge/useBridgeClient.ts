import { useWallet } from '@ftm-wallet/react'
import type { BridgeClient } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { bridgeClientQuery } from './bridgeRequestQueries.js'

export type BridgeAvailability =
  | { status: 'loading' }
  | { status: 'ready'; bridge: BridgeClient }
  /** No bridge for this network, or it did not answer `GET tokens` with an FTM token: 'Bridge is down'. */
  | { status: 'down' }

/** The bridge client of the connected network, once the bridge answered with its FTM token. */
export function useBridgeClient(): BridgeAvailability {
  const { network } = useWallet()
  const query = useQuery(bridgeClientQuery(network))
  if (query.isPending) return { status: 'loading' }
  return query.data ? { status: 'ready', bridge: query.data } : { status: 'down' }
}
