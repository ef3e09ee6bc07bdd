// Governance rules (pure): proposal status and winner, voting window, vote levels, votes range.
export { GovernanceRuleError, type GovernanceRuleErrorCode } from './GovernanceRuleError.js'
export { countRecordedVotes, isVoteRecorded, type RecordedVoteLike } from './isVoteRecorded.js'
export { governanceMessages, PROPOSAL_STATUS_LABELS } from './messages.js'
export {
  computeFixedPercent,
  computeProposalWinner,
  computeVotesRange,
  formatProposalStatus,
  isAcceptedProposalStatus,
  isProposalResolved,
  isVotingEnabled,
  type VotesRange,
  type VotingWindow,
} from './proposals.js'
export {
  computeDefaultVoteLevel,
  type ValidateVoteChoicesParameters,
  validateCanVote,
  validateVoteChoices,
} from './votes.js'
