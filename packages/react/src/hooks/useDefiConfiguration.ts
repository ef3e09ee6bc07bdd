import {
  type DefiConfiguration,
  getDefiConfiguration,
  getDefiConfigurationQueryKey,
  parseFMintConfig,
} from '@ftm-wallet/sdk'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/**
 * The DeFi configuration with its fMint ratios parsed (`ratios`: mint fee, minimum and reward collateral ratio,
 * falling back to the spec's defaults). Read once; it does not change while the wallet runs.
 */
export function useDefiConfiguration() {
  const { client } = useWallet()
  return useQuery({
    queryKey: getDefiConfigurationQueryKey(),
    queryFn: async ({ signal }) => {
      const configuration = await getDefiConfiguration(client, { signal })
      return { ...configuration, ratios: parseFMintConfig(configuration) }
    },
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** The fMint contract of the DeFi configuration when it was read already (the fMint queries' JSON-RPC answer). */
export function cachedFMintContract(queryClient: QueryClient): string | undefined {
  return queryClient.getQueryData<DefiConfiguration>(getDefiConfigurationQueryKey())?.fMintContract
}
