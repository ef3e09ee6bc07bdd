import { describe, expect, it } from 'vitest'
import { countRecordedVotes, isVoteRecorded } from './isVoteRecorded.js'

describe('isVoteRecorded', () => {
  it('treats the API answer for a delegation that did not vote (weight 0, no choices) as not voted', () => {
    expect(isVoteRecorded({ weight: 0n, choices: [] })).toBe(false)
    expect(isVoteRecorded(null)).toBe(false)
    expect(isVoteRecorded(undefined)).toBe(false)
  })

  it('treats a vote with choices as recorded, whatever its weight now', () => {
    expect(isVoteRecorded({ weight: 5n, choices: [2n, 0n] })).toBe(true)
    expect(isVoteRecorded({ weight: 0n, choices: [1n] })).toBe(true)
  })

  it('counts the recorded votes of a proposal for the You Voted column', () => {
    const votes = [
      { weight: 1n, choices: [1n] },
      { weight: 0n, choices: [] },
      null,
      { weight: 2n, choices: [0n] },
    ]
    expect(countRecordedVotes(votes)).toBe(2)
    expect(countRecordedVotes([])).toBe(0)
  })
})
