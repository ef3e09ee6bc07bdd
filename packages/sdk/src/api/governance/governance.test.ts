import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { fixtureClient } from '../fixtureClient.test-util.js'
import { getGovContract } from './getGovContract.js'
import { getGovContractProposals } from './getGovContractProposals.js'
import { getGovContracts } from './getGovContracts.js'
import { getGovProposals } from './getGovProposals.js'
import {
  getGovProposalOptionState,
  getGovProposalOptionStates,
  getGovProposalVote,
} from './getGovProposalVotes.js'

const USER = getAddress('0xabc0000000000000000000000000000000000001')
const VAL1 = getAddress('0x8b4d5d1d2b4ffd8b0c36feda6b2a0bd6c5e2c3b1')
const GOV = getAddress('0x7c3b85a71e4fce1209a81d67f1af46b5a068770e')
const PROP1 = getAddress('0x1e3a0b7f3b5c2d4e6f8a9b0c1d2e3f4a5b6c7d8e')
const C2 = '0x2F4b1c8e4c6D3E5F7a9B0c1d2e3f4A5B6c7d8E9F'
const E18 = 10n ** 18n

describe('governance queries', () => {
  it('getGovContracts lists contracts', async () => {
    expect(await getGovContracts(fixtureClient('gov-contracts').client)).toEqual([
      { name: 'Core and SFC', address: GOV, totalProposals: 3n },
    ])
  })

  it('getGovContract parses the detail view', async () => {
    const { client, requests } = fixtureClient('gov-contract')
    const contract = await getGovContract(client, { address: GOV, from: USER, id: 3n })
    expect(requests[0]?.variables).toEqual({ address: GOV, from: USER, id: '0x3' })
    expect(contract).toMatchObject({
      canVote: true,
      delegationsBy: [VAL1],
      totalVotingPower: 3_000_000_000n * E18,
    })
    expect(contract?.proposal).toMatchObject({
      contract: PROP1,
      opinionScales: [0n, 1n, 2n, 3n, 4n],
      options: ['Yes', 'No'],
      state: { isResolved: false, status: 0, winnerId: null },
      votedWeightRatio: 412,
      minAgreement: 6n * 10n ** 17n,
    })
  })

  it('getGovContract answers null for an unknown contract', async () => {
    const { client } = fixtureClient('gov-contract-unknown')
    expect(await getGovContract(client, { address: USER, from: USER, id: 1n })).toBeNull()
  })

  it('votes and option states', async () => {
    const vote = fixtureClient('gov-proposal-vote')
    const p = { address: GOV, id: 3n, from: USER, delegatedTo: VAL1 }
    expect(await getGovProposalVote(vote.client, p)).toEqual({ weight: 1500n * E18, choices: [4n, 0n] })
    expect(vote.requests[0]?.variables).toEqual({ address: GOV, id: '0x3', from: USER, delegatedTo: VAL1 })
    const none = await getGovProposalVote(fixtureClient('gov-proposal-vote-none').client, p)
    expect(none).toEqual({ weight: 0n, choices: [] })
    const states = await getGovProposalOptionStates(fixtureClient('gov-proposal-option-states').client, p)
    expect(states?.map((s) => s.agreementRatio)).toEqual([888_888_888_888_888_888n, 111_111_111_111_111_111n])
    const row = fixtureClient('gov-proposal-option-state')
    const state = await getGovProposalOptionState(row.client, { address: GOV, id: 3n, from: USER })
    expect(row.requests[0]?.variables).toMatchObject({ optionId: '0x0' })
    expect(state).toMatchObject({ delegationsBy: [VAL1, expect.any(String)], optionState: { optionId: 0n } })
  })
})

describe('proposal lists (the server includes the cursor row and reports whole-list first/last)', () => {
  it('first page: next cursor is the last row, not pageInfo.last', async () => {
    const { client, requests } = fixtureClient('gov-proposals')
    const page = await getGovProposals(client, { count: 2 })
    expect(requests[0]?.variables).toEqual({ cursor: null, count: 2, activeOnly: false })
    expect(page.items.map((p) => p.id)).toEqual([3n, 2n])
    expect(page.items[1]?.state).toEqual({ isResolved: true, status: 1, winnerId: 0n })
    expect(page.nextCursor).toBe(C2)
  })

  it('next page: asks one more and drops the cursor row itself', async () => {
    const { client, requests } = fixtureClient('gov-proposals-page2')
    const page = await getGovProposals(client, { count: 2, cursor: C2 })
    expect(requests[0]?.variables).toEqual({ cursor: C2, count: 3, activeOnly: false })
    expect(page.items.map((p) => p.id)).toEqual([1n])
    expect(page.nextCursor).toBeNull()
  })

  it('getGovContractProposals reads the connection and canVote', async () => {
    const { client, requests } = fixtureClient('gov-contract-proposals')
    const result = await getGovContractProposals(client, { address: GOV, from: USER })
    expect(requests[0]?.variables).toEqual({ address: GOV, cursor: null, count: 20, from: USER })
    expect(result?.canVote).toBe(true)
    expect(result?.proposals.items.map((p) => p.name)).toEqual(['Increase gas limit', 'Lower fees'])
    expect(result?.proposals.nextCursor).toBe(C2)
  })
})
