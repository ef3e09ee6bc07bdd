import { encodeBytes32String, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceChain } from '../../src/chain/index.js'
import {
  type ChainFixture,
  DAY,
  FTM,
  type LooseContract,
  revertReasonOf,
  startChainFixture,
} from './chainFixture.js'

let fx: ChainFixture
let gov: LooseContract
let sfc: LooseContract
const proposal = (state: string) => fx.deployment.proposals.find((p) => p.seededState === state)!
const validator = (name: string) => fx.deployment.validators.find((v) => v.name === name)!
const govAs = (w: Wallet) => gov.connect(w) as LooseContract

beforeAll(async () => {
  fx = await startChainFixture()
  gov = fx.contract('Governance', fx.deployment.contracts.governance!)
  sfc = fx.contract('SFC', fx.deployment.contracts.sfc!)
})
afterAll(async () => {
  await fx?.close()
})

async function delegatorOf(name: string, ftm: bigint): Promise<Wallet> {
  const w = await fx.fundedWallet(ftm + 10n)
  await (await (sfc.connect(w) as LooseContract).delegate(validator(name).id, { value: ftm * FTM })).wait()
  return w
}

describe('seeded proposals', () => {
  it('has resolved, failed, canceled, open and upcoming proposals with the status codes of the API', async () => {
    const now = BigInt((await fx.provider.getBlock('latest'))!.timestamp)
    const status = async (state: string) => (await gov.proposalState(proposal(state).id)).status
    expect(await status('resolved')).toBe(1n)
    expect((await gov.proposalState(proposal('resolved').id)).winnerOptionID).toBe(1n)
    expect(await status('failed')).toBe(2n)
    expect(await status('canceled')).toBe(4n)
    expect(await status('open')).toBe(0n)
    const open = await gov.proposalParams(proposal('open').id)
    expect(open.votingStartTime).toBeLessThanOrEqual(now)
    expect(open.votingMaxEndTime).toBeGreaterThan(now)
    expect([...open.opinionScales]).toEqual([0n, 1n, 2n, 3n, 4n])
    expect(open.options[0]).toBe(encodeBytes32String('Fund 1M FTM'))
    expect((await gov.proposalState(proposal('open').id)).votes).toBeGreaterThan(0n)
    expect((await gov.proposalParams(proposal('upcoming').id)).votingStartTime).toBeGreaterThan(now)
    const contract = fx.contract('PlainTextProposal', proposal('open').contract)
    expect(await contract.name()).toBe('Fund community grants from the treasury')
  })
})

describe('voting', () => {
  it('a delegator votes through its validator with its stake as weight, and cancels', async () => {
    const id = proposal('open').id
    const granite = validator('Granite Node')
    const voter = await delegatorOf('Granite Node', 50_000n)
    const before = (await gov.proposalState(id)).votes as bigint
    const [optionVotesBefore, , agreementBefore] = await gov.proposalOptionState(id, 0)

    await (await govAs(voter).vote(granite.address, id, [2, 1, 0])).wait()
    const [weight, choices] = await gov.getVote(voter.address, granite.address, id)
    expect(weight).toBe(50_000n * FTM)
    expect([...choices]).toEqual([2n, 1n, 0n])
    expect((await gov.proposalState(id)).votes).toBe(before + 50_000n * FTM)
    const [optionVotes, ratio, agreement] = await gov.proposalOptionState(id, 0)
    expect(optionVotes).toBe(optionVotesBefore + 50_000n * FTM)
    expect(agreement).toBe(agreementBefore + (50_000n * FTM * 2n) / 4n)
    expect(ratio).toBe((agreement * FTM) / optionVotes)
    expect(await revertReasonOf(govAs(voter).vote(granite.address, id, [0, 0, 0]))).toBe(
      'vote already exists',
    )

    await (await govAs(voter).cancelVote(granite.address, id)).wait()
    expect((await gov.proposalState(id)).votes).toBe(before)
    expect((await gov.getVote(voter.address, granite.address, id)).weight).toBe(0n)
    expect(await revertReasonOf(govAs(voter).cancelVote(granite.address, id))).toBe("doesn't exist")
  })

  it("takes a delegator's weight out of its validator's own vote, and gives it back on cancel", async () => {
    const id = proposal('open').id
    const aurora = validator('Aurora Staking')
    const voter = await delegatorOf('Aurora Staking', 20_000n)
    const total = (await gov.proposalState(id)).votes as bigint
    const auroraWeight = (await gov.getVote(aurora.address, aurora.address, id)).weight as bigint
    expect(auroraWeight).toBeGreaterThan(0n)
    const overridden = (await gov.overriddenWeight(aurora.address, id)) as bigint

    await (await govAs(voter).vote(aurora.address, id, [0, 0, 4])).wait()
    expect((await gov.getVote(aurora.address, aurora.address, id)).weight).toBe(auroraWeight - 20_000n * FTM)
    expect(await gov.overriddenWeight(aurora.address, id)).toBe(overridden + 20_000n * FTM)
    expect((await gov.proposalState(id)).votes).toBe(total)

    await (await govAs(voter).cancelVote(aurora.address, id)).wait()
    expect((await gov.getVote(aurora.address, aurora.address, id)).weight).toBe(auroraWeight)
    expect(await gov.overriddenWeight(aurora.address, id)).toBe(overridden)
    expect((await gov.proposalState(id)).votes).toBe(total)
  })

  it('rejects votes with the real reasons', async () => {
    const granite = validator('Granite Node').address
    const voter = await delegatorOf('Granite Node', 100n)
    const open = proposal('open').id
    expect(await revertReasonOf(govAs(voter).vote(voter.address, open, [0, 0, 0]))).toBe('zero weight')
    expect(await revertReasonOf(govAs(voter).vote(granite, open, [0, 0]))).toBe('wrong number of choices')
    expect(await revertReasonOf(govAs(voter).vote(granite, open, [0, 5, 0]))).toBe('wrong opinion ID')
    expect(await revertReasonOf(govAs(voter).vote(granite, proposal('upcoming').id, [0, 0]))).toBe(
      "proposal voting has't begun",
    )
    expect(await revertReasonOf(govAs(voter).vote(granite, proposal('resolved').id, [0, 0, 0]))).toBe(
      "proposal isn't active",
    )
    expect(await revertReasonOf(govAs(voter).vote(granite, 999, [0]))).toBe(
      'proposal with a given ID doesnt exist',
    )
  })

  it('encodes vote(0x2222…, 1, [3,0]) as docs/chain-and-api.md#selectors-and-encodings and answers it', async () => {
    const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0')
    const delegatedTo = `0x${'22'.repeat(20)}`
    const data = `0x172c18b1${word(BigInt(delegatedTo))}${word(1)}${word(0x60)}${word(2)}${word(3)}${word(0)}`
    expect(gov.interface.encodeFunctionData('vote', [delegatedTo, 1, [3, 0]])).toBe(data)
    const user = await fx.fundedWallet(1n)
    // proposal 1 is the seeded, already resolved one
    expect(await revertReasonOf(user.call({ to: fx.deployment.contracts.governance!, data }))).toBe(
      "proposal isn't active",
    )
    expect(gov.interface.getFunction('0x21edf2eb')?.name).toBe('cancelVote')
  })

  it('a new proposal collects votes and resolves with handleTasks after its minimum end', async () => {
    const author = await fx.fundedWallet(1_000n)
    const factory = fx.contract('PlainTextProposalFactory', fx.deployment.contracts.proposalFactory!, author)
    const options = ['Yes', 'No'].map((o) => encodeBytes32String(o))
    const args = ['Test', 'A test proposal', options, 0n, FTM / 2n, 0, 2 * DAY, 5 * DAY] as const
    expect(await revertReasonOf(factory.create(...args, { value: 99n * FTM }))).toBe(
      'paid proposal fee is wrong',
    )
    await (await factory.create(...args, { value: 100n * FTM })).wait()
    const id = await gov.lastProposalID()
    const voter = await delegatorOf('Lumen Validator', 1_000n)
    await (await govAs(voter).vote(validator('Lumen Validator').address, id, [4, 1])).wait()
    expect((await gov.calculateVotingTally(id)).proposalResolved).toBe(true)
    expect(await revertReasonOf(govAs(voter).handleTasks(Number((await gov.tasksCount()) - 1n), 1))).toBe(
      'no tasks handled',
    )
    await advanceChain({ rpcUrl: fx.anvil.rpcUrl, deployment: fx.deployment, seconds: 2 * DAY + 60 })
    await (await govAs(voter).handleTasks(0, 100)).wait()
    const state = await gov.proposalState(id)
    expect(state.status).toBe(1n)
    expect(state.winnerOptionID).toBe(0n)
  })
})

describe('name registry', () => {
  it('resolves seeded names with isOwnedByMapping(string) and getOwnerOfName(string)', async () => {
    const registry = fx.contract('NameRegistry', fx.deployment.contracts.nameRegistry!)
    expect(registry.interface.getFunction('0x0fc2ccc0')?.format()).toBe('isOwnedByMapping(string)')
    expect(registry.interface.getFunction('0xb465fe7e')?.format()).toBe('getOwnerOfName(string)')
    const alice = fx.deployment.names.find((n) => n.name === 'ALICE.FTM')!
    const raw = await fx.provider.call({
      to: fx.deployment.contracts.nameRegistry!,
      data: registry.interface.encodeFunctionData('isOwnedByMapping', ['ALICE.FTM']),
    })
    expect(BigInt(raw)).toBe(1n)
    expect(await registry.getOwnerOfName('ALICE.FTM')).toBe(alice.owner)
    // the wallet upper-cases before asking; the registry stores upper case only
    expect(await registry.isOwnedByMapping('alice.ftm')).toBe(false)
    expect(await registry.isOwnedByMapping('NOBODY.FTM')).toBe(false)
    expect(await registry.getOwnerOfName('NOBODY.FTM')).toBe('0x0000000000000000000000000000000000000000')
  })

  it('registers a new name for a fee and resolves it', async () => {
    const user = await fx.fundedWallet(10n)
    const registry = fx.contract('NameRegistry', fx.deployment.contracts.nameRegistry!, user)
    expect(await revertReasonOf(registry.registerName('carol.ftm'))).toBe('Fee too low')
    await (await registry.registerName('carol.ftm', { value: FTM })).wait()
    expect(await registry.isOwnedByMapping('CAROL.FTM')).toBe(true)
    expect(await registry.getOwnerOfName('CAROL.FTM')).toBe(user.address)
    expect(await registry.getNameFromOwner(user.address)).toBe('CAROL.FTM')
  })
})
