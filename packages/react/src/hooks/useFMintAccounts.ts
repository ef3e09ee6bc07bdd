import { DEFAULT_POLL_INTERVAL, getFMintAccount, getFMintAccountQueryKey } from '@ftm-wallet/sdk'
import { useQueries } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** The fMint positions of each of `owners` (the overview's row set per account), one polled query per owner. */
export function useFMintAccounts({ owners }: { owners: readonly string[] }) {
  const { client } = useWallet()
  return useQueries({
    queries: owners.map((owner) => ({
      queryKey: getFMintAccountQueryKey({ owner }),
      queryFn: ({ signal }: { signal: AbortSignal }) => getFMintAccount(client, { owner, signal }),
      refetchInterval: DEFAULT_POLL_INTERVAL,
    })),
  })
}
