import {
  DEFAULT_POLL_INTERVAL,
  type GetFMintAccountReturnType,
  getFMintAccount,
  getFMintAccountQueryKey,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'
import type { QueryOptions } from './QueryOptions.js'

export interface UseFMintAccountParameters {
  owner: string | undefined
  query?: QueryOptions<GetFMintAccountReturnType>
}

/** The owner's fMint positions (collateral and debt per token), polled every 3000 ms. */
export function useFMintAccount({ owner, query }: UseFMintAccountParameters) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getFMintAccountQueryKey({ owner: owner ?? '' }),
    queryFn: ({ signal }) => getFMintAccount(client, { owner: owner as string, signal }),
    enabled: !!owner,
    refetchInterval: DEFAULT_POLL_INTERVAL,
    ...query,
  })
}
