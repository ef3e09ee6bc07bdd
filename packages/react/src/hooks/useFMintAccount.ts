import {
  DEFAULT_POLL_INTERVAL,
  type GetFMintAccountReturnType,
  getFMintAccount,
  getFMintAccountQueryKey,
} from '@ftm-wallet/sdk'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'
import type { QueryOptions } from './QueryOptions.js'
import { cachedFMintContract } from './useDefiConfiguration.js'

export interface UseFMintAccountParameters {
  owner: string | undefined
  query?: QueryOptions<GetFMintAccountReturnType>
}

/**
 * The owner's fMint positions (collateral and debt per token), polled every 3000 ms. Once the DeFi configuration
 * was read, its fMint contract goes along, so a JSON-RPC node answers in limited mode.
 */
export function useFMintAccount({ owner, query }: UseFMintAccountParameters) {
  const { client } = useWallet()
  const queryClient = useQueryClient()
  return useQuery({
    queryKey: getFMintAccountQueryKey({ owner: owner ?? '' }),
    queryFn: ({ signal }) =>
      getFMintAccount(client, {
        owner: owner as string,
        fMintContract: cachedFMintContract(queryClient),
        signal,
      }),
    enabled: !!owner,
    refetchInterval: DEFAULT_POLL_INTERVAL,
    ...query,
  })
}
