import { useWallet } from '@ftm-wallet/react'
import {
  createContractNameServices,
  createJsonRpcEthCall,
  createRaveNameService,
  type NameService,
  resolveName,
} from '@ftm-wallet/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { devnetInfoQuery, isDevnetNetwork } from '../../platform/devnetInfo.js'

/**
 * Resolves a name to an address over the network's JSON-RPC through both naming services, Unstoppable Domains first
 * and then the name registry, a failing or unknowing service giving way to the next (docs/chain-and-api.md#naming).
 * A devnet tells its own contracts (`/devnet/info`: `unsProxyReader`, `nameRegistry`; a missing one is skipped);
 * elsewhere the Opera registry alone answers, Unstoppable Domains' reader not being on that chain.
 */
export function useResolveName(): (name: string) => Promise<string | undefined> {
  const { network } = useWallet()
  const queryClient = useQueryClient()
  return useMemo(() => {
    const ethCall = createJsonRpcEthCall({ rpcUrl: network.rpcUrl })
    const services = async (): Promise<NameService[]> => {
      if (!isDevnetNetwork(network)) return [createRaveNameService({ ethCall })]
      const info = await queryClient.fetchQuery(devnetInfoQuery(network)).catch(() => null)
      return createContractNameServices({
        ethCall,
        unsProxyReader: info?.contracts.unsProxyReader,
        nameRegistry: info?.contracts.nameRegistry,
      })
    }
    return async (input: string) => (await resolveName({ input, services: await services() }))?.address
  }, [network, queryClient])
}
