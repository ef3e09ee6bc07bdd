import { type ConfirmationSources, createRpcClient, type RpcClient } from '@ftm-wallet/sdk'
import { useMemo } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

/**
 * What a confirmation reads besides the API (docs/behaviour/signing.md): the network's name, the display currency,
 * the names of the wallet's accounts and contacts (read when the confirmation is built) and the network's JSON-RPC
 * node for the simulation (none when the network has no usable endpoint).
 */
export function useConfirmationSources(): ConfirmationSources {
  const { network, services } = useWallet()
  const rpc = useMemo<RpcClient | undefined>(() => {
    if (network.rpcUrls.length === 0) return undefined
    try {
      return createRpcClient({ urls: network.rpcUrls, chainId: network.chainId, retries: 1 })
    } catch {
      return undefined // an unusable endpoint list: the confirmation says the simulation is not available
    }
  }, [network])
  return useMemo(
    () => ({
      networkName: network.name,
      get currency() {
        return services.settings.getState().currency
      },
      names: () => {
        const names: Record<string, string> = {}
        for (const contact of services.contacts.getState().contacts) names[contact.address] = contact.name
        for (const account of services.accounts.getState().accounts)
          if (account.name) names[account.address] = account.name
        return names
      },
      rpc,
    }),
    [network, services, rpc],
  )
}
