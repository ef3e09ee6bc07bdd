import { getGovProposals, getGovProposalsQueryKey } from '@ftm-wallet/sdk'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

/** Proposals of every governance contract, 40 per page (infinite list). */
export function useGovProposals() {
  const { client } = useWallet()
  return useInfiniteQuery({
    queryKey: getGovProposalsQueryKey(),
    queryFn: ({ signal, pageParam }) => getGovProposals(client, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}
