import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  computeFixedPercent,
  computeProposalWinner,
  computeVotesRange,
  formatProposalStatus,
  isAcceptedProposalStatus,
  isProposalResolved,
  isVotingEnabled,
} from './proposals.js'
import { computeDefaultVoteLevel, validateCanVote, validateVoteChoices } from './votes.js'

describe('proposals', () => {
  it('labels the five statuses and shows a dash for others', () => {
    expect([0, 1, 2, 4, 8, 3, 16n].map(formatProposalStatus)).toEqual([
      'In progress',
      'Resolved',
      'Failed',
      'Canceled',
      'Execution Expired',
      '-',
      '-',
    ])
  })

  it('is resolved for any status but 0 and accepts statuses 0, 1, 2, 4, 8', () => {
    expect([0, 1, 2].map(isProposalResolved)).toEqual([false, true, true])
    expect([0, 1, 2, 4, 8, 3].map(isAcceptedProposalStatus)).toEqual([true, true, true, true, true, false])
  })

  it('names the winner only once resolved', () => {
    const options = ['Yes', 'No', 'Maybe']
    expect(computeProposalWinner({ isResolved: true, winnerId: 1n, options })).toEqual({
      index: 1,
      name: 'No',
    })
    expect(computeProposalWinner({ isResolved: false, winnerId: 1n, options })).toBeUndefined()
    expect(computeProposalWinner({ isResolved: true, winnerId: 7, options })).toBeUndefined()
  })

  it('enables voting once started, with delegations, while unresolved', () => {
    const window = { votingStarts: 100, now: 100, canVote: true, isResolved: false }
    expect(isVotingEnabled(window)).toBe(true)
    expect(isVotingEnabled({ ...window, now: 99 })).toBe(false)
    expect(isVotingEnabled({ ...window, canVote: false })).toBe(false)
    expect(isVotingEnabled({ ...window, isResolved: true })).toBe(false)
  })

  it('shows 18-decimal fractions and the votes range in percent', () => {
    expect(computeFixedPercent(parseEther('0.5'))).toBe(50)
    expect(computeFixedPercent(parseEther('0.123456'))).toBe(12.3456)
    const range = computeVotesRange({
      votes: parseEther('30'),
      totalWeight: parseEther('120'),
      minVotes: parseEther('0.5'),
    })
    expect(range).toEqual({ votesPercent: 25, minVotesPercent: 50, reachedMinimum: false })
    expect(computeVotesRange({ votes: 0n, totalWeight: 0n, minVotes: 0n }).votesPercent).toBe(0)
  })
})

describe('votes', () => {
  it("explains why voting is not possible with the spec's texts", () => {
    const window = { votingStarts: 100, now: 200, canVote: true, isResolved: false }
    expect(validateCanVote({ ...window, canVote: false })?.message).toBe(
      "You can't vote, you have no delegations.",
    )
    expect(validateCanVote({ ...window, now: 50 })?.message).toBe("You can't vote, voting doesn't start yet.")
    expect(validateCanVote({ ...window, isResolved: true })?.code).toBe('VOTE_RESOLVED')
    expect(validateCanVote(window)).toBeUndefined()
  })

  it('starts each slider at floor(scales / 2)', () => {
    expect([1, 2, 5, 6].map(computeDefaultVoteLevel)).toEqual([0, 1, 2, 3])
  })

  it('needs an integer level from 0 to scales − 1 for every option', () => {
    const base = { optionsCount: 3, scalesCount: 5 }
    expect(validateVoteChoices({ ...base, choices: [0, 4, 2] })).toBeUndefined()
    expect(validateVoteChoices({ ...base, choices: [0, undefined, 2] })?.code).toBe('VOTE_CHOICE_MISSING')
    expect(validateVoteChoices({ ...base, choices: [0, 2] })?.code).toBe('VOTE_CHOICE_MISSING')
    const invalid = validateVoteChoices({ ...base, choices: [0, 5, 2] })
    expect(invalid?.code).toBe('VOTE_CHOICE_INVALID')
    expect(invalid?.details).toEqual({ option: 1 })
    expect(validateVoteChoices({ ...base, choices: [0, 1.5, -1] })?.code).toBe('VOTE_CHOICE_INVALID')
  })
})
