import type { FlowDependencies } from '@ftm-wallet/sdk/machines'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAccounts } from '../hooks/useAccounts.js'
import { useConfirmationSources } from '../hooks/useConfirmationSources.js'
import { signerForAccount } from '../provider/signerForAccount.js'
import { useWallet } from '../provider/WalletProvider.js'

/**
 * What a flow machine needs for the active account: the API client, the network and a signer (`signerForAccount`:
 * keystore accounts sign with their password; Ledger and external-wallet accounts through the session's signer or
 * their type's factory). null when the account's type has no way to sign here (e.g. a Ledger account when the app
 * gives no Ledger factory). After a send, every query is refreshed
 * (docs/behaviour/transactions.md#confirmation-pattern: account state refreshes 3 s later). The confirmation reads
 * the network's name, the display currency, the names of the wallet's accounts and contacts and the network's
 * JSON-RPC node for the simulation (docs/behaviour/signing.md). Every broadcast is recorded in the services' pending
 * store (docs/behaviour/pending-transactions.md).
 */
export function useFlowDependencies(): FlowDependencies | null {
  const { client, network, services, signers } = useWallet()
  const { activeAccount } = useAccounts()
  const queryClient = useQueryClient()
  const confirmation = useConfirmationSources()
  return useMemo(() => {
    if (!activeAccount) return null
    const signer = signerForAccount(activeAccount, { network, services, signers })
    if (!signer) return null
    return {
      client,
      network,
      signer,
      refresh: () => void queryClient.invalidateQueries(),
      confirmation,
      // docs/behaviour/pending-transactions.md: every broadcast is recorded.
      pending: services.pending,
    }
  }, [activeAccount, client, network, services, signers, queryClient, confirmation])
}
