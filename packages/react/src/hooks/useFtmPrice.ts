import { DEFAULT_POLL_INTERVAL, type FtmPrice, getFtmPrice, getFtmPriceQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'
import type { QueryOptions } from './QueryOptions.js'

export interface UseFtmPriceParameters {
  /** 'USD' (default) or 'EUR'. */
  currency?: string
  query?: QueryOptions<FtmPrice>
}

/** The FTM price in the selected currency, truncated to 5 decimals; refreshed every 3000 ms × 10. */
export function useFtmPrice({ currency, query }: UseFtmPriceParameters = {}) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getFtmPriceQueryKey({ currency }),
    queryFn: ({ signal }) => getFtmPrice(client, { currency, signal }),
    // A price moves slowly compared with balances; ten default ticks between refreshes.
    refetchInterval: DEFAULT_POLL_INTERVAL * 10,
    ...query,
  })
}
