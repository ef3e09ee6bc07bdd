import { getGovContract, getGovContractQueryKey } from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseGovContractParameters {
  address: string | undefined
  from: string | undefined
  id: bigint | undefined
}

/** A governance contract with one proposal's detail and what `from` may do. */
export function useGovContract({ address, from, id }: UseGovContractParameters) {
  const { client } = useWallet()
  const enabled = !!address && !!from && id !== undefined
  return useQuery({
    queryKey: getGovContractQueryKey({ address: address ?? '', from: from ?? '', id: id ?? 0n }),
    queryFn: ({ signal }) =>
      getGovContract(client, { address: address as string, from: from as string, id: id as bigint, signal }),
    enabled,
  })
}
