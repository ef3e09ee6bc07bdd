import { getStakers, getStakersQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** The validator list. */
export function useStakers() {
  const { client } = useWallet()
  return useQuery({
    queryKey: getStakersQueryKey(),
    queryFn: ({ signal }) => getStakers(client, { signal }),
  })
}
