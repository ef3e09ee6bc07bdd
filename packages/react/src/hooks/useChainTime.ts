import { getEpoch, getEpochQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/**
 * Current unix seconds for the staking rules: the wall clock, or the last sealed epoch's end when the chain is
 * ahead of it (a devnet whose time was advanced). Refreshed every 30 s.
 */
export function useChainTime(): number {
  const { client } = useWallet()
  const { data, dataUpdatedAt } = useQuery({
    queryKey: getEpochQueryKey(),
    queryFn: ({ signal }) => getEpoch(client, { signal }),
    refetchInterval: 30_000,
  })
  const wall = Math.floor(Date.now() / 1000)
  if (!data) return wall
  // The epoch end was "now" on the chain when it was read; the chain moves on with the wall clock since.
  const elapsed = Math.max(0, Math.floor((Date.now() - dataUpdatedAt) / 1000))
  return Math.max(wall, data.endTime + elapsed)
}
