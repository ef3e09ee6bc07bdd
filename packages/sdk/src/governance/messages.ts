// Governance texts (docs/behaviour/governance.md#voting, docs/behaviour/governance.md#proposal-detail), exact; the
// ones marked "ours" have no text in the spec.

export const governanceMessages = {
  noDelegations: "You can't vote, you have no delegations.",
  notStarted: "You can't vote, voting doesn't start yet.",
  votePasswordPrompt: 'Please enter your wallet password to vote',
  cancelVotePasswordPrompt: 'Please enter your wallet password to cancel vote',
  selectProposal: 'Select a proposal first, please',
  /** Ours. */
  resolved: 'Voting on this proposal has ended.',
  /** Ours. */
  choiceMissing: 'Choose a level for every option',
  /** Ours. */
  choiceInvalid: (max: number) => `A level must be a whole number from 0 to ${max}`,
} as const

/** Proposal status labels by status code (docs/behaviour/governance.md#proposal-state). */
export const PROPOSAL_STATUS_LABELS: Readonly<Record<number, string>> = {
  0: 'In progress',
  1: 'Resolved',
  2: 'Failed',
  4: 'Canceled',
  8: 'Execution Expired',
}
