import { assertAddress, assertInteger } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { governanceInterface } from './abi.js'

export interface BuildCancelVoteTxParameters {
  governance: string
  delegatedTo: string
  proposalId: IntegerLike
}

/** Governance `cancelVote(delegatedTo, proposalID)`. */
export function buildCancelVoteTx(parameters: BuildCancelVoteTxParameters): UnsignedCall {
  const governance = assertAddress(parameters.governance, 'governance')
  const delegatedTo = assertAddress(parameters.delegatedTo, 'delegatedTo')
  const proposalId = assertInteger(parameters.proposalId, 'proposalId')
  return encodeCall(governanceInterface, governance, 'cancelVote', [delegatedTo, proposalId])
}
