import { GOVERNANCE_ACCEPTED_STATUSES } from '../constants/defi.js'
import { PROPOSAL_STATUS_LABELS } from './messages.js'

type Status = number | bigint

/** Label of a proposal status: In progress, Resolved, Failed, Canceled, Execution Expired, or '-' for others. */
export function formatProposalStatus(status: Status): string {
  return PROPOSAL_STATUS_LABELS[Number(status)] ?? '-'
}

/** A proposal counts as resolved for the UI whenever its status is not 0 (in progress). */
export function isProposalResolved(status: Status): boolean {
  return Number(status) !== 0
}

/** Whether the status is one the wallet knows: 0, 1, 2, 4 or 8. */
export function isAcceptedProposalStatus(status: Status): boolean {
  return (GOVERNANCE_ACCEPTED_STATUSES as readonly number[]).includes(Number(status))
}

/** The winning option, shown only once `isResolved`: the option whose index equals `winnerId`. */
export function computeProposalWinner(proposal: {
  isResolved: boolean
  winnerId: Status | null | undefined
  options: readonly string[]
}): { index: number; name: string } | undefined {
  if (!proposal.isResolved || proposal.winnerId === null || proposal.winnerId === undefined) return undefined
  const index = Number(proposal.winnerId)
  const name = proposal.options[index]
  return name === undefined ? undefined : { index, name }
}

export interface VotingWindow {
  /** Unix seconds when voting starts. */
  votingStarts: number
  /** Current unix seconds. */
  now: number
  /** `govContract.canVote(from)`: the account has delegations. */
  canVote: boolean
  isResolved: boolean
}

/** Voting is enabled once it has started, when the account can vote and the proposal is not resolved. */
export function isVotingEnabled({ votingStarts, now, canVote, isResolved }: VotingWindow): boolean {
  return votingStarts <= now && canVote && !isResolved
}

const FIXED_ONE = 10n ** 18n

/** An 18-decimal fixed fraction (minVotes, minAgreement, agreementRatio, votedWeightRatio) in percent. */
export function computeFixedPercent(value: bigint): number {
  return Number((value * 1_000_000n) / FIXED_ONE) / 10_000
}

export interface VotesRange {
  /** Share of the total weight that voted, in percent. */
  readonly votesPercent: number
  /** Where the minimum-votes marker sits, in percent. */
  readonly minVotesPercent: number
  /** Whether the votes reached the minimum. */
  readonly reachedMinimum: boolean
}

/**
 * The Votes column: votes / totalWeight as a percentage against the minimum-votes marker
 * (docs/behaviour/governance.md#proposals-list).
 */
export function computeVotesRange(p: { votes: bigint; totalWeight: bigint; minVotes: bigint }): VotesRange {
  const ratio = p.totalWeight > 0n ? (p.votes * FIXED_ONE) / p.totalWeight : 0n
  return {
    votesPercent: computeFixedPercent(ratio),
    minVotesPercent: computeFixedPercent(p.minVotes),
    reachedMinimum: ratio >= p.minVotes,
  }
}
