import { getUniswapPairByAddress, getUniswapPairByAddressQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseUniswapPairByAddressParameters {
  pairAddress: string | undefined
}

/** One fUNI pair (tokens, reserves, LP supply) by its address; data null when it is not a pair. */
export function useUniswapPairByAddress({ pairAddress }: UseUniswapPairByAddressParameters) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getUniswapPairByAddressQueryKey({ pairAddress: pairAddress ?? '' }),
    queryFn: ({ signal }) => getUniswapPairByAddress(client, { pairAddress: pairAddress as string, signal }),
    enabled: !!pairAddress,
  })
}
