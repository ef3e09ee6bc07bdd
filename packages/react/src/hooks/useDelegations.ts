import {
  BALANCE_POLL_INTERVAL,
  getAllDelegationsByAddress,
  getAllDelegationsByAddressQueryKey,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** Every delegation of `address` (pages of 100). */
export function useDelegations({ address }: { address: string | undefined }) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getAllDelegationsByAddressQueryKey({ address: address ?? '' }),
    queryFn: ({ signal }) => getAllDelegationsByAddress(client, { address: address as string, signal }),
    enabled: !!address,
    // Pending rewards grow as epochs seal: polled like the balance (docs/behaviour/staking.md#screens).
    refetchInterval: BALANCE_POLL_INTERVAL,
  })
}
