import { createKeystoreSigner, type FlowDependencies, type Signer } from '@ftm-wallet/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useWallet } from '../../provider/WalletProvider.js'
import { useAccounts } from '../useAccounts.js'

/**
 * What a flow machine needs for the active account: the API client, the network and a signer. Keystore
 * accounts sign with their password; other account kinds have no signer in the web wallet yet (null).
 * After a send, every query is refreshed (spec 02 §4: account state refreshes 3 s later).
 */
export function useFlowDependencies(): FlowDependencies | null {
  const { client, network, services } = useWallet()
  const { activeAccount } = useAccounts()
  const queryClient = useQueryClient()
  return useMemo(() => {
    if (activeAccount?.type !== 'keystore') return null
    const signer: Signer = createKeystoreSigner({
      account: activeAccount,
      chainId: network.chainId,
      loadStoredKeystore: (address) => services.accounts.loadStoredKeystore(address),
    })
    return {
      client,
      network,
      signer,
      refresh: () => void queryClient.invalidateQueries(),
    }
  }, [activeAccount, client, network, services, queryClient])
}
