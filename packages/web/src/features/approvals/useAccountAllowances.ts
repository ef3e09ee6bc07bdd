import { useWallet } from '@ftm-wallet/react'
import { getAccountAllowances, type TokenAllowance } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'

/** The query key of an account's allowances (refreshed after a revoke). */
export const accountAllowancesQueryKey = (owner: string) =>
  ['accountAllowances', owner.toLowerCase()] as const

/**
 * The account's ERC-20 allowances above 0 towards the spenders the wallet knows (router, fMint, stake tokenizer),
 * read with the SDK's getAccountAllowances (docs/behaviour/approvals.md#list).
 */
export function useAccountAllowances(owner: string) {
  const { client } = useWallet()
  return useQuery({
    queryKey: accountAllowancesQueryKey(owner),
    queryFn: ({ signal }): Promise<TokenAllowance[]> => getAccountAllowances(client, { owner, signal }),
  })
}
