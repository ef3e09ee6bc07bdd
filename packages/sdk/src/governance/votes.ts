import { GovernanceRuleError } from './GovernanceRuleError.js'
import { governanceMessages } from './messages.js'
import type { VotingWindow } from './proposals.js'

/** Why the account cannot vote now, or `undefined` when it can (docs/behaviour/governance.md#voting). */
export function validateCanVote({
  votingStarts,
  now,
  canVote,
  isResolved,
}: VotingWindow): GovernanceRuleError | undefined {
  if (!canVote) return new GovernanceRuleError('VOTE_NO_DELEGATIONS', governanceMessages.noDelegations)
  if (votingStarts > now) return new GovernanceRuleError('VOTE_NOT_STARTED', governanceMessages.notStarted)
  if (isResolved) return new GovernanceRuleError('VOTE_RESOLVED', governanceMessages.resolved)
  return undefined
}

/** Where each option's slider starts: the middle level, floor(scales / 2). */
export function computeDefaultVoteLevel(scalesCount: number): number {
  return Math.floor(scalesCount / 2)
}

export interface ValidateVoteChoicesParameters {
  /** One level per option, `undefined` where none was chosen. */
  choices: readonly (number | undefined)[]
  optionsCount: number
  /** Number of opinion scales; levels run 0 … scalesCount − 1. */
  scalesCount: number
}

/**
 * Every option needs an integer level between 0 and scales − 1; if any is missing nothing is submitted
 * (docs/behaviour/governance.md#voting). Returns the error, or `undefined` when the choices can be sent with
 * `buildVoteTx`.
 */
export function validateVoteChoices({
  choices,
  optionsCount,
  scalesCount,
}: ValidateVoteChoicesParameters): GovernanceRuleError | undefined {
  if (choices.length !== optionsCount || choices.some((choice) => choice === undefined)) {
    return new GovernanceRuleError('VOTE_CHOICE_MISSING', governanceMessages.choiceMissing)
  }
  const max = scalesCount - 1
  const bad = choices.findIndex(
    (choice) => !Number.isInteger(choice) || (choice as number) < 0 || (choice as number) > max,
  )
  if (bad >= 0) {
    return new GovernanceRuleError('VOTE_CHOICE_INVALID', governanceMessages.choiceInvalid(max), {
      details: { option: bad },
    })
  }
  return undefined
}
