import { useWallet } from '@ftm-wallet/react'
import { createJsonRpcEthCall, createRaveNameService, type NameService, resolveName } from '@ftm-wallet/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { devnetInfoQuery, isDevnetNetwork } from '../../platform/devnetInfo.js'

/**
 * Resolves a name of the network's naming service to an address over the network's JSON-RPC: the network's own
 * registry — a devnet's from its deployment (`/devnet/info`), none when the devnet tells none; the Opera registry
 * elsewhere (docs/chain-and-api.md#naming).
 */
export function useResolveName(): (name: string) => Promise<string | undefined> {
  const { network } = useWallet()
  const queryClient = useQueryClient()
  return useMemo(() => {
    const ethCall = createJsonRpcEthCall({ rpcUrl: network.rpcUrl })
    const services = async (): Promise<NameService[]> => {
      if (!isDevnetNetwork(network)) return [createRaveNameService({ ethCall })]
      const info = await queryClient.fetchQuery(devnetInfoQuery(network)).catch(() => null)
      const registry = info?.contracts.nameRegistry
      return registry ? [createRaveNameService({ ethCall, registry })] : []
    }
    return async (input: string) => (await resolveName({ input, services: await services() }))?.address
  }, [network, queryClient])
}
