import { buildCancelVoteTx } from '../../contracts/governance/buildCancelVoteTx.js'
import { buildVoteTx } from '../../contracts/governance/buildVoteTx.js'
import type { IntegerLike } from '../../contracts/types.js'
import type { FlowDefinition } from '../engine/types.js'
import { staticStep } from './step.js'

export interface VoteParams {
  /** The proposal's governance contract (`proposal.governanceId`). */
  governance: string
  /** The validator the voting delegation goes to. */
  delegatedTo: string
  proposalId: IntegerLike
  /** One level per option, from 0 to the number of opinion scales − 1. */
  choices: readonly IntegerLike[]
}

/** Vote on a proposal with one delegation (1 step). */
export const voteFlow: FlowDefinition<VoteParams> = {
  id: 'vote',
  plan: (params) => ({ steps: [staticStep('vote', 'Vote', buildVoteTx(params))] }),
}

export type CancelVoteParams = Omit<VoteParams, 'choices'>

/** Cancel a delegation's vote (1 step). */
export const cancelVoteFlow: FlowDefinition<CancelVoteParams> = {
  id: 'cancelVote',
  plan: (params) => ({ steps: [staticStep('cancelVote', 'Cancel Vote', buildCancelVoteTx(params))] }),
}
