import { depsOf, stakingIndexOf } from '../defi/domainDeps.js'
import { readContract } from '../defi/readContract.js'
import { readSfc, readValidator } from '../staking/readValidator.js'
import { governanceInterface } from './govAbi.js'
import type { GovContractSource } from './govContracts.js'
import { proposalList } from './proposalList.js'
import { readProposal } from './readProposals.js'

type Ctx = unknown

const govRead = async (g: GovContractSource, ctx: Ctx, fn: string, at = g.address) =>
  (await readContract(depsOf(ctx).chain, governanceInterface, at, fn))[0] as bigint

/** Validator addresses of the address's delegations that still hold stake (the "sfc" governance type). */
export async function activeDelegationTargets(ctx: Ctx, from: string): Promise<string[]> {
  const deps = depsOf(ctx)
  const delegations = (await stakingIndexOf(ctx)).delegationsOf(from)
  const targets = await Promise.all(
    delegations.map(async (d) => {
      const stake = await readSfc(deps, 'getStake', [d.address, d.validatorId])
      return stake > 0n ? ((await readValidator(deps, d.validatorId))?.auth ?? null) : null
    }),
  )
  return targets.filter((t): t is string => t !== null)
}

/** Field resolvers of `GovernanceContract`. */
export const govContractResolvers = {
  name: (g: GovContractSource) => g.name,
  address: (g: GovContractSource) => g.address,
  totalProposals: (g: GovContractSource, _: unknown, ctx: Ctx) => govRead(g, ctx, 'lastProposalID'),
  proposals: (
    g: GovContractSource,
    args: { cursor?: string | null; count: number; activeOnly?: boolean | null },
    ctx: Ctx,
  ) => proposalList(ctx, [g], args),
  proposal: (g: GovContractSource, args: { id: bigint }, ctx: Ctx) => readProposal(ctx, g, args.id),
  delegationsBy: (_: GovContractSource, args: { from: string }, ctx: Ctx) =>
    activeDelegationTargets(ctx, args.from),
  canVote: async (_: GovContractSource, args: { from: string }, ctx: Ctx) =>
    (await activeDelegationTargets(ctx, args.from)).length > 0,
  proposalFee: (g: GovContractSource, _: unknown, ctx: Ctx) => govRead(g, ctx, 'proposalFee'),
  totalVotingPower: (g: GovContractSource, _: unknown, ctx: Ctx) =>
    govRead(g, ctx, 'getTotalWeight', g.governable),
}
