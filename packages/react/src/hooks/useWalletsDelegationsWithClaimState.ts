import {
  BALANCE_POLL_INTERVAL,
  getDelegationsWithClaimStateByAddress,
  getDelegationsWithClaimStateByAddressQueryKey,
} from '@ftm-wallet/sdk'
import { useQueries } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/**
 * Every delegation of each of `addresses` with what the claim rule reads (amountDelegated,
 * isFluidStakingActive, pending rewards), one query per wallet: the staking page's delegation lists.
 */
export function useWalletsDelegationsWithClaimState({ addresses }: { addresses: readonly string[] }) {
  const { client } = useWallet()
  return useQueries({
    queries: addresses.map((address) => ({
      queryKey: getDelegationsWithClaimStateByAddressQueryKey({ address }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        getDelegationsWithClaimStateByAddress(client, { address, signal }),
      // Pending rewards grow as epochs seal: polled like the balance (docs/behaviour/staking.md#screens).
      refetchInterval: BALANCE_POLL_INTERVAL,
    })),
  })
}
