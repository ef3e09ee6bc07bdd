import {
  DEFAULT_POLL_INTERVAL,
  type GetDefiTokensReturnType,
  getDefiTokens,
  getDefiTokensQueryKey,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'
import type { QueryOptions } from './QueryOptions.js'

export interface UseDefiTokensParameters {
  /** With an owner, each token carries its `availableBalance` and `allowance`. */
  owner?: string | undefined
  query?: QueryOptions<GetDefiTokensReturnType>
}

/** The fMint token registry (FUSD, WFTM, SFTM, …), polled every 3000 ms when an owner is given. */
export function useDefiTokens({ owner, query }: UseDefiTokensParameters = {}) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getDefiTokensQueryKey({ owner }),
    queryFn: ({ signal }) => getDefiTokens(client, { owner, signal }),
    refetchInterval: owner ? DEFAULT_POLL_INTERVAL : false,
    ...query,
  })
}
