import { describe, expect, it } from 'vitest'
import { govPaths, parseCancelVoteRequest, parseProposalId, parseVoteRequest } from './govPaths.js'

const A = '0x1111111111111111111111111111111111111111'
const G = '0x2222222222222222222222222222222222222222'
const vote = {
  governance: G,
  delegatedTo: A,
  validatorName: 'Aurora',
  proposalId: '0x1a',
  proposalName: 'P',
  options: ['Yes', 'No'],
  choices: [4, 0],
}

describe('govPaths', () => {
  it('builds the detail path with the hex id and the governance contract', () => {
    expect(govPaths.proposal(A, 26n, G)).toBe(`/gov/${A}/proposal-detail/0x1a/${G}`)
    expect(govPaths.vote(A)).toBe(`/gov/${A}/confirmation`)
    expect(govPaths.cancelVote(A)).toBe(`/gov/${A}/cancel-vote-confirmation`)
  })

  it('reads hex and decimal proposal ids and refuses anything else', () => {
    expect(parseProposalId('0x1a')).toBe(26n)
    expect(parseProposalId('26')).toBe(26n)
    for (const bad of [undefined, '', '0x', '1e3', '-1', 'abc', '0x1g'])
      expect(parseProposalId(bad)).toBeUndefined()
  })

  it('accepts complete vote parameters and refuses missing or malformed ones', () => {
    expect(parseVoteRequest(vote)).toEqual(vote)
    expect(parseVoteRequest(undefined)).toBeUndefined()
    expect(parseVoteRequest({ ...vote, choices: [4] })).toBeUndefined()
    expect(parseVoteRequest({ ...vote, choices: [4, -1] })).toBeUndefined()
    expect(parseVoteRequest({ ...vote, choices: [4, 0.5] })).toBeUndefined()
    expect(parseVoteRequest({ ...vote, delegatedTo: 'x' })).toBeUndefined()
    expect(parseVoteRequest({ ...vote, proposalId: 26 })).toBeUndefined()
  })

  it('accepts cancel-vote parameters without options', () => {
    const { options, choices, ...cancel } = vote
    expect(parseCancelVoteRequest(cancel)).toEqual(cancel)
    expect(parseCancelVoteRequest({ ...cancel, governance: undefined })).toBeUndefined()
  })
})
