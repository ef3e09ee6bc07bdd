import { getGasPrice, getGasPriceQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** The network's gas price in wei. */
export function useGasPrice() {
  const { client } = useWallet()
  return useQuery({
    queryKey: getGasPriceQueryKey(),
    queryFn: ({ signal }) => getGasPrice(client, { signal }),
  })
}
