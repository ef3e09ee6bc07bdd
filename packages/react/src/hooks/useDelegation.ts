import { BALANCE_POLL_INTERVAL, getDelegation, getDelegationQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** One delegation of `address` to validator `stakerId`, with lock, rewards and withdraw requests. */
export function useDelegation({
  address,
  stakerId,
}: {
  address: string | undefined
  stakerId: bigint | undefined
}) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getDelegationQueryKey({ address: address ?? '', stakerId: stakerId ?? 0n }),
    queryFn: ({ signal }) =>
      getDelegation(client, { address: address as string, stakerId: stakerId as bigint, signal }),
    enabled: !!address && stakerId !== undefined,
    // Pending rewards grow as epochs seal: polled like the balance (docs/behaviour/staking.md#screens).
    refetchInterval: BALANCE_POLL_INTERVAL,
  })
}
