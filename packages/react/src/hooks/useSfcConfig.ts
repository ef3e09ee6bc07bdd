import { getSfcConfig, getSfcConfigQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** The staking contract's configuration (minimum lock, withdrawal period); it rarely changes. */
export function useSfcConfig() {
  const { client } = useWallet()
  return useQuery({
    queryKey: getSfcConfigQueryKey(),
    queryFn: ({ signal }) => getSfcConfig(client, { signal }),
    staleTime: 60_000,
  })
}
