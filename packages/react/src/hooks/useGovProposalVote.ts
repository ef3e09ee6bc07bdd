import {
  getGovProposalOptionStates,
  getGovProposalOptionStatesQueryKey,
  getGovProposalVote,
  getGovProposalVoteQueryKey,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseGovProposalVoteParameters {
  address: string
  id: bigint
  from: string
  delegatedTo: string
}

/** The vote `from` recorded with its delegation to `delegatedTo` (null when none). */
export function useGovProposalVote(parameters: UseGovProposalVoteParameters) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getGovProposalVoteQueryKey(parameters),
    queryFn: ({ signal }) => getGovProposalVote(client, { ...parameters, signal }),
  })
}

/** Votes and agreement per option of a proposal. */
export function useGovProposalOptionStates(parameters: { address: string; id: bigint }) {
  const { client } = useWallet()
  return useQuery({
    queryKey: getGovProposalOptionStatesQueryKey(parameters),
    queryFn: ({ signal }) => getGovProposalOptionStates(client, { ...parameters, signal }),
  })
}
