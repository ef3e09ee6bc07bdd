import {
  DEFAULT_POLL_INTERVAL,
  getFMintAccountRewards,
  getFMintAccountRewardsQueryKey,
} from '@ftm-wallet/sdk'
import { useQueries } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** The fMint reward state (earned, stashed, can claim / push) of each of `owners`, one polled query per owner. */
export function useFMintAccountsRewards({ owners }: { owners: readonly string[] }) {
  const { client } = useWallet()
  return useQueries({
    queries: owners.map((owner) => ({
      queryKey: getFMintAccountRewardsQueryKey({ owner }),
      queryFn: ({ signal }: { signal: AbortSignal }) => getFMintAccountRewards(client, { owner, signal }),
      refetchInterval: DEFAULT_POLL_INTERVAL,
    })),
  })
}
