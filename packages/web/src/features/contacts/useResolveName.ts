import { useWallet } from '@ftm-wallet/react'
import { createJsonRpcEthCall, createRaveNameService, resolveName } from '@ftm-wallet/sdk'
import { useMemo } from 'react'

/** Resolves a name of the network's naming service to an address over the network's JSON-RPC. */
export function useResolveName(): (name: string) => Promise<string | undefined> {
  const { rpcUrl } = useWallet().network
  return useMemo(() => {
    const services = [createRaveNameService({ ethCall: createJsonRpcEthCall({ rpcUrl }) })]
    return async (input: string) => (await resolveName({ input, services }))?.address
  }, [rpcUrl])
}
