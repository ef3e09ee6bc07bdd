import { getAddress, parseEther, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeCall } from '../../src/chain/index.js'
import * as doc from './documents/governance.js'
import { ADDRESS, HEX, hex } from './helpers/expectWire.js'
import { query, queryErrors } from './helpers/graphql.js'
import { type ModuleDevnet, startModuleDevnet } from './helpers/startModuleDevnet.js'

let devnet: ModuleDevnet
let api: string
let voter: Wallet
let governance: string
let aurora: string
let openId: string

const STATUS = { open: '0x0', upcoming: '0x0', resolved: '0x1', failed: '0x2', canceled: '0x4' } as const

beforeAll(async () => {
  devnet = await startModuleDevnet()
  api = devnet.apiUrl
  governance = devnet.contract('governance')
  aurora = (devnet.devnet.deployment.validators.find((v) => v.id === 1)?.address ?? '').toLowerCase()
  const open = devnet.devnet.deployment.proposals.find((p) => p.seededState === 'open')
  openId = `0x${(open?.id ?? 0).toString(16)}`
  voter = await devnet.newAccount('3000')
  await devnet.send(voter, devnet.contract('sfc'), encodeCall('SFC', 'delegate', [1n]), parseEther('2000'))
})

afterAll(async () => {
  await devnet?.stop()
})

describe('governance contracts', () => {
  it('lists the SFC governance with its proposal count', async () => {
    const { govContracts } = await query(api, doc.CONTRACTS)
    expect(govContracts).toEqual([
      {
        name: 'SFC Governance',
        address: governance,
        totalProposals: `0x${devnet.devnet.deployment.proposals.length.toString(16)}`,
      },
    ])
  })

  it('refuses an address that is no governance contract, naming it checksummed', async () => {
    const other = '0x00000000000000000000000000000000000000ab'
    const { data, messages } = await queryErrors(api, doc.CONTRACT_OPTION_STATES, {
      address: other,
      id: '0x1',
    })
    expect(messages).toEqual([`governance contract ${getAddress(other)} not found`])
    expect(data).toEqual({ govContract: null })
  })
})

describe('govProposals', () => {
  it('lists every proposal, newest voting start first, with the seeded states', async () => {
    const { govProposals: list } = await query(api, doc.PROPOSALS, { cursor: null, count: 20 })
    const seeded = devnet.devnet.deployment.proposals
    expect(list.totalCount).toBe(`0x${seeded.length.toString(16)}`)
    expect(list.edges).toHaveLength(seeded.length)
    const starts = list.edges.map((e: { proposal: { votingStarts: string } }) =>
      BigInt(e.proposal.votingStarts),
    )
    expect([...starts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(starts)
    for (const { cursor, proposal: p } of list.edges) {
      const plan = seeded.find((s) => BigInt(s.id) === BigInt(p.id))
      expect(plan).toBeDefined()
      expect(cursor).toBe(getAddress(p.contract))
      expect(p).toMatchObject({
        name: plan?.name,
        contract: plan?.contract.toLowerCase(),
        governanceId: governance,
        description: expect.any(String),
        minVotes: expect.stringMatching(HEX),
        minAgreement: expect.stringMatching(HEX),
        votingMayEnd: expect.stringMatching(HEX),
        votingMustEnd: expect.stringMatching(HEX),
      })
      expect(p.options.length).toBeGreaterThan(0)
      expect(p.state.status).toBe(STATUS[plan?.seededState ?? 'open'])
      expect(p.state.isResolved).toBe(plan?.seededState === 'resolved')
      if (plan?.seededState === 'resolved') expect(p.state.winnerId).toMatch(HEX)
      else expect(p.state.winnerId).toBeNull()
    }
    expect(list.pageInfo).toEqual({
      first: list.edges[0].cursor,
      last: list.edges[list.edges.length - 1].cursor,
      hasNext: false,
      hasPrevious: false,
    })
  })

  it('pages with the real API cursor rules: the cursor proposal opens the next page', async () => {
    const all = (await query(api, doc.PROPOSALS, { cursor: null, count: 20 })).govProposals.edges
    const page = (await query(api, doc.PROPOSALS, { cursor: null, count: 2 })).govProposals
    expect(page.edges.map((e: { cursor: string }) => e.cursor)).toEqual([all[0].cursor, all[1].cursor])
    expect(page.pageInfo).toMatchObject({
      hasNext: true,
      hasPrevious: false,
      last: all[all.length - 1].cursor,
    })
    const from = (await query(api, doc.PROPOSALS, { cursor: all[1].cursor, count: 2 })).govProposals
    expect(from.edges.map((e: { cursor: string }) => e.cursor)).toEqual([all[1].cursor, all[2].cursor])
    expect(from.pageInfo.hasPrevious).toBe(true)
  })
})

describe('voting on the open proposal', () => {
  it('shows the contract detail with who may vote through which validator', async () => {
    const { govContract: g } = await query(api, doc.CONTRACT_DETAIL, {
      address: governance,
      from: voter.address,
      id: openId,
    })
    expect(g).toMatchObject({
      name: 'SFC Governance',
      address: governance,
      canVote: true,
      delegationsBy: [aurora],
    })
    expect(hex(g.totalVotingPower)).toBeGreaterThan(0n)
    expect(g.proposal).toMatchObject({
      opinionScales: ['0x0', '0x1', '0x2', '0x3', '0x4'],
      state: { isResolved: false, status: '0x0', winnerId: null },
      totalWeight: g.totalVotingPower,
      contract: expect.stringMatching(ADDRESS),
    })
    expect(typeof g.proposal.votedWeightRatio).toBe('number')
    const stranger = await query(api, doc.CONTRACT_DETAIL, {
      address: governance,
      from: '0x00000000000000000000000000000000000000cd',
      id: openId,
    })
    expect(stranger.govContract).toMatchObject({ canVote: false, delegationsBy: [] })
  })

  it('records a vote through the validator, then its cancellation', async () => {
    const vars = { address: governance, from: voter.address, delegatedTo: aurora, id: openId }
    const before = await query(api, doc.CONTRACT_VOTE, vars)
    expect(before.govContract.proposal.vote).toEqual({ weight: '0x0', choices: [] })
    const { govContract } = await query(api, doc.CONTRACT_DETAIL, {
      address: governance,
      from: voter.address,
      id: openId,
    })
    const choices = govContract.proposal.options.map((_: string, i: number) => BigInt(i % 5))
    const ratioBefore = govContract.proposal.votedWeightRatio

    await devnet.send(voter, governance, encodeCall('Governance', 'vote', [aurora, BigInt(openId), choices]))
    const after = await query(api, doc.CONTRACT_VOTE, vars)
    expect(after.govContract.proposal.vote).toEqual({
      weight: `0x${parseEther('2000').toString(16)}`,
      choices: choices.map((c: bigint) => `0x${c.toString(16)}`),
    })
    const states = await query(api, doc.CONTRACT_OPTION_STATES, { address: governance, id: openId })
    const optionStates = states.govContract.proposal.optionStates
    expect(optionStates).toHaveLength(choices.length)
    optionStates.forEach((s: { optionId: string }, i: number) => {
      expect(s).toEqual({
        optionId: `0x${i.toString(16)}`,
        votes: expect.stringMatching(HEX),
        agreement: expect.stringMatching(HEX),
        agreementRatio: expect.stringMatching(HEX),
      })
    })
    expect(hex(optionStates[0].votes)).toBeGreaterThanOrEqual(parseEther('2000'))
    const one = await query(api, doc.CONTRACT_OPTION_STATE, {
      address: governance,
      from: voter.address,
      id: openId,
      optionId: '0x0',
    })
    expect(one.govContract.delegationsBy).toEqual([aurora])
    expect(one.govContract.proposal.optionState).toEqual(optionStates[0])
    const detail = await query(api, doc.CONTRACT_DETAIL, {
      address: governance,
      from: voter.address,
      id: openId,
    })
    expect(detail.govContract.proposal.votedWeightRatio).toBeGreaterThanOrEqual(ratioBefore)

    await devnet.send(voter, governance, encodeCall('Governance', 'cancelVote', [aurora, BigInt(openId)]))
    const cancelled = await query(api, doc.CONTRACT_VOTE, vars)
    expect(cancelled.govContract.proposal.vote).toEqual({ weight: '0x0', choices: [] })
  })

  it('answers null for a proposal id that does not exist', async () => {
    const { govContract } = await query(api, doc.CONTRACT_VOTE, {
      address: governance,
      from: voter.address,
      id: '0x63',
    })
    expect(govContract.proposal).toBeNull()
  })
})
