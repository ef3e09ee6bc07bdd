import { assertAddress, assertInteger } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { governanceInterface } from './abi.js'

export interface BuildVoteTxParameters {
  /** Governance contract (`proposal.governanceId`). */
  governance: string
  /** The validator's `stakerAddress` the stake is delegated to, or the voter's own address for a self-vote. */
  delegatedTo: string
  proposalId: IntegerLike
  /** One level per option: an index into the proposal's `opinionScales` (see `validateVoteChoices`). */
  choices: readonly IntegerLike[]
}

/** Governance `vote(delegatedTo, proposalID, choices)`. */
export function buildVoteTx(parameters: BuildVoteTxParameters): UnsignedCall {
  const governance = assertAddress(parameters.governance, 'governance')
  const delegatedTo = assertAddress(parameters.delegatedTo, 'delegatedTo')
  const proposalId = assertInteger(parameters.proposalId, 'proposalId')
  const choices = parameters.choices.map((choice, index) => assertInteger(choice, `choices[${index}]`))
  return encodeCall(governanceInterface, governance, 'vote', [delegatedTo, proposalId, choices])
}
