import {
  BALANCE_POLL_INTERVAL,
  getAllDelegationsByAddress,
  getAllDelegationsByAddressQueryKey,
} from '@ftm-wallet/sdk'
import { useQueries } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** Every delegation of each of `addresses` (All Delegations), one query per wallet. */
export function useWalletsDelegations({ addresses }: { addresses: readonly string[] }) {
  const { client } = useWallet()
  return useQueries({
    queries: addresses.map((address) => ({
      queryKey: getAllDelegationsByAddressQueryKey({ address }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getAllDelegationsByAddress(client, { address, signal }),
      // Pending rewards grow as epochs seal: polled like the balance (docs/behaviour/staking.md#screens).
      refetchInterval: BALANCE_POLL_INTERVAL,
    })),
  })
}
