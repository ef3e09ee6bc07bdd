import { getDelegationUnlockPenalty, getDelegationUnlockPenaltyQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseDelegationUnlockPenaltyParameters {
  address: string | undefined
  stakerId: bigint | undefined
  /** wei to unlock early; no query while 0 or undefined. */
  amount: bigint | undefined
}

/** The penalty (wei) for unlocking `amount` of a locked delegation early; a failed read gives no result. */
export function useDelegationUnlockPenalty({
  address,
  stakerId,
  amount,
}: UseDelegationUnlockPenaltyParameters) {
  const { client } = useWallet()
  const parameters = { address: address ?? '', stakerId: stakerId ?? 0n, amount: amount ?? 0n }
  return useQuery({
    queryKey: getDelegationUnlockPenaltyQueryKey(parameters),
    queryFn: ({ signal }) => getDelegationUnlockPenalty(client, { ...parameters, signal }),
    enabled: !!address && stakerId !== undefined && !!amount && amount > 0n,
    retry: false,
  })
}
