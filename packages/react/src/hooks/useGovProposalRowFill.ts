import {
  countRecordedVotes,
  getGovProposalOptionState,
  getGovProposalOptionStateQueryKey,
  getGovProposalVote,
} from '@ftm-wallet/sdk'
import { useQuery } from '@tanstack/react-query'
import { useWallet } from '../provider/WalletProvider.js'

export interface UseGovProposalRowFillParameters {
  /** The proposal's governance contract. */
  address: string
  id: bigint
  /** The account whose delegations count for "You Voted". */
  from: string
  /**
   * False until the row's turn comes (the list fills rows 350 ms apart, docs/behaviour/governance.md#proposals-list).
   */
  enabled?: boolean | undefined
}

/** What one proposal row adds to the list: Votes (option 0's votes of the total weight) and You Voted. */
export interface GovProposalRowFill {
  readonly totalWeight: bigint
  readonly votes: bigint
  /** Delegations of `from` with a recorded vote on this proposal. */
  readonly voted: number
  /** Delegations of `from` (validators it delegates to). */
  readonly delegations: number
}

/**
 * The proposal list's per-row fill (docs/chain-and-api.md#api-queries: delegationsBy, totalWeight, optionState 0x0).
 */
export function useGovProposalRowFill({
  address,
  id,
  from,
  enabled = true,
}: UseGovProposalRowFillParameters) {
  const { client } = useWallet()
  return useQuery({
    queryKey: [...getGovProposalOptionStateQueryKey({ address, id, from }), 'rowFill'],
    enabled,
    queryFn: async ({ signal }): Promise<GovProposalRowFill | null> => {
      const state = await getGovProposalOptionState(client, { address, id, from, signal })
      if (state === null) return null
      const votes = await Promise.all(
        state.delegationsBy.map((delegatedTo) =>
          getGovProposalVote(client, { address, id, from, delegatedTo, signal }),
        ),
      )
      return {
        totalWeight: state.totalWeight,
        votes: state.optionState?.votes ?? 0n,
        voted: countRecordedVotes(votes),
        delegations: state.delegationsBy.length,
      }
    },
  })
}
