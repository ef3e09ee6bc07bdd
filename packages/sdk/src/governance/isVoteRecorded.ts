/** A vote as the API answers it: `weight` 0 and no `choices` when the delegation has not voted. */
export interface RecordedVoteLike {
  readonly weight: bigint
  readonly choices: readonly bigint[]
}

/**
 * Whether a delegation has a recorded vote on a proposal. The API answers every `vote(from, delegatedTo)` with an
 * object (docs/chain-and-api.md#api-queries: weight "0x0", choices [] when not voted) or null for an unknown
 * proposal.
 */
export function isVoteRecorded(vote: RecordedVoteLike | null | undefined): boolean {
  return !!vote && vote.choices.length > 0
}

/** How many of the delegations' votes are recorded: the proposal list's "You Voted" column (voted/total). */
export function countRecordedVotes(votes: readonly (RecordedVoteLike | null | undefined)[]): number {
  return votes.filter(isVoteRecorded).length
}
