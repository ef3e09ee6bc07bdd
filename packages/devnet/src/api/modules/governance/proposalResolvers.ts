import { ZeroAddress } from 'ethers'
import { depsOf } from '../defi/domainDeps.js'
import { memo } from '../defi/memo.js'
import { readContract, tryReadContract } from '../defi/readContract.js'
import { governanceInterface } from './govAbi.js'
import type { ProposalSource } from './readProposals.js'

type Ctx = unknown
const RESOLVED = 1n

const govRead = (p: ProposalSource, ctx: Ctx, fn: string, args: unknown[]) =>
  readContract(depsOf(ctx).chain, governanceInterface, p.gov.address, fn, args)

const stateOf = (p: ProposalSource, ctx: Ctx) =>
  memo(p, 'state', async () => {
    const r = await govRead(p, ctx, 'proposalState', [p.id])
    return { winner: r[0] as bigint, votes: r[1] as bigint, status: r[2] as bigint }
  })

/** Total voting weight of the proposal's governable (the SFC's active stake). */
export const totalWeightOf = (p: ProposalSource, ctx: Ctx) =>
  memo(p, 'totalWeight', async () => {
    const r = await readContract(depsOf(ctx).chain, governanceInterface, p.gov.governable, 'getTotalWeight')
    return r[0] as bigint
  })

const textOf = async (p: ProposalSource, ctx: Ctx, fn: 'name' | 'description') => {
  const r = await tryReadContract(depsOf(ctx).chain, governanceInterface, p.contract, fn)
  return r === null ? '' : String(r[0])
}

const optionState = async (p: ProposalSource, ctx: Ctx, optionId: bigint) => {
  const r = await govRead(p, ctx, 'proposalOptionState', [p.id, optionId])
  return { optionId, votes: r[0] as bigint, agreementRatio: r[1] as bigint, agreement: r[2] as bigint }
}

/** Field resolvers of `GovernanceProposal`. */
export const proposalResolvers = {
  governanceId: (p: ProposalSource) => p.gov.address,
  governance: (p: ProposalSource) => p.gov,
  id: (p: ProposalSource) => p.id,
  name: (p: ProposalSource, _: unknown, ctx: Ctx) => textOf(p, ctx, 'name'),
  description: (p: ProposalSource, _: unknown, ctx: Ctx) => textOf(p, ctx, 'description'),
  state: async (p: ProposalSource, _: unknown, ctx: Ctx) => {
    const s = await stateOf(p, ctx)
    const isResolved = s.status === RESOLVED
    return { isResolved, winnerId: isResolved ? s.winner : null, votes: s.votes, status: s.status }
  },
  contract: (p: ProposalSource) => p.contract,
  // owner() of the proposal contract; the zero address when it has none (as the real API answers).
  owner: async (p: ProposalSource, _: unknown, ctx: Ctx) => {
    const r = await tryReadContract(depsOf(ctx).chain, governanceInterface, p.contract, 'owner')
    return r === null ? ZeroAddress : String(r[0]).toLowerCase()
  },
  proposalType: (p: ProposalSource) => p.pType,
  isExecutable: (p: ProposalSource) => p.executable !== 0n,
  minVotes: (p: ProposalSource) => p.minVotes,
  minAgreement: (p: ProposalSource) => p.minAgreement,
  totalWeight: (p: ProposalSource, _: unknown, ctx: Ctx) => totalWeightOf(p, ctx),
  // Voted weight per mille of the total weight, an Int; 0 when either is 0.
  votedWeightRatio: async (p: ProposalSource, _: unknown, ctx: Ctx) => {
    const [s, total] = await Promise.all([stateOf(p, ctx), totalWeightOf(p, ctx)])
    return total === 0n ? 0 : Number((s.votes * 1000n) / total)
  },
  opinionScales: (p: ProposalSource) => p.opinionScales,
  options: (p: ProposalSource) => p.options,
  votingStarts: (p: ProposalSource) => p.votingStarts,
  votingMayEnd: (p: ProposalSource) => p.votingMayEnd,
  votingMustEnd: (p: ProposalSource) => p.votingMustEnd,
  optionStates: (p: ProposalSource, _: unknown, ctx: Ctx) =>
    Promise.all(p.options.map((_option, i) => optionState(p, ctx, BigInt(i)))),
  optionState: (p: ProposalSource, args: { optionId: bigint }, ctx: Ctx) =>
    args.optionId < BigInt(p.options.length) ? optionState(p, ctx, args.optionId) : null,
  // Always an object: weight 0x0 and no choices when the address has not voted. delegatedTo defaults to from.
  vote: async (p: ProposalSource, args: { from: string; delegatedTo?: string | null }, ctx: Ctx) => {
    const delegatedTo = args.delegatedTo ?? args.from
    const r = await govRead(p, ctx, 'getVote', [args.from, delegatedTo, p.id])
    return {
      governanceId: p.gov.address,
      proposalId: p.id,
      from: args.from,
      delegatedTo,
      weight: r[0] as bigint,
      choices: [...(r[1] as bigint[])],
    }
  },
}
