import { DEFAULT_POLL_INTERVAL, getFMintAccount, getFMintAccountQueryKey } from '@ftm-wallet/sdk'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'
import { cachedFMintContract } from './useDefiConfiguration.js'

/**
 * The fMint positions of each of `owners` (the overview's row set per account), one polled query per owner; with
 * the DeFi configuration's fMint contract once read (a JSON-RPC node answers in limited mode).
 */
export function useFMintAccounts({ owners }: { owners: readonly string[] }) {
  const { client } = useWallet()
  const queryClient = useQueryClient()
  return useQueries({
    queries: owners.map((owner) => ({
      queryKey: getFMintAccountQueryKey({ owner }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getFMintAccount(client, { owner, fMintContract: cachedFMintContract(queryClient), signal }),
      refetchInterval: DEFAULT_POLL_INTERVAL,
    })),
  })
}
