import type { JsonRpcProvider } from 'ethers'
import type { StakingContracts } from '../deployStakingContracts.js'
import type { RpcClient } from '../rpcClient.js'
import type { TxSender } from '../txSender.js'
import type { SeededProposal, ValidatorInfo } from '../types.js'
import { advanceEpoch, at, atTime, callContract, DAY, type SeedContext, validatorId } from './seedContext.js'
import { seedDelegations } from './seedDelegations.js'
import { cancelProposal, castVotes, createProposal, handleTasks, proposalPlan } from './seedGovernance.js'
import { seedNames, seedUnstoppable } from './seedNames.js'
import { PHASE_A, VALIDATOR_PLAN } from './seedPlan.js'
import { seedValidators } from './seedValidators.js'
import { createValidatorLogo } from './validatorLogo.js'

export interface SeedStakingParameters {
  provider: JsonRpcProvider
  rpc: RpcClient
  admin: TxSender
  contracts: StakingContracts
  /** Chain time where the history starts (the first step is a minute later). */
  start: number
  /** Chain time the seed ends at (≈ wall-clock now). */
  end: number
  /**
   * Called between the staking history (first ≈ 8 days) and its last day, with the time window others (the DeFi
   * seed) may fill with their own history. Chain time is at `from` when it is called.
   */
  onHistoryWindow?: (window: { from: number; to: number }) => Promise<void>
}

export interface SeedStakingReturnType {
  validators: ValidatorInfo[]
  proposals: SeededProposal[]
  names: Array<{ name: string; owner: string }>
  /** The Unstoppable Domains reader and its domains. */
  unstoppable: { reader: string; domains: Array<{ domain: string; owner: string; key: string }> }
}

/**
 * The staking and governance seed: validators with profiles (one offline, one cheater, one near its delegation
 * cap, one without profile), delegations from random keys (some locked, one pending withdrawal), daily sealed
 * epochs with rewards, resolved / failed / canceled / open / upcoming proposals, and registered names.
 */
export async function seedStaking(params: SeedStakingParameters): Promise<SeedStakingReturnType> {
  const ctx: SeedContext = { ...params, validators: new Map(), delegators: [] }
  const { sfc } = ctx.contracts

  await at(ctx, PHASE_A.validators)
  await seedValidators(ctx)
  await at(ctx, PHASE_A.delegations)
  await seedDelegations(ctx)
  const names = await seedNames(ctx)
  const unstoppable = await seedUnstoppable(ctx)

  const proposals: SeededProposal[] = []
  for (let day = 1; day <= PHASE_A.epochDays; day++) {
    await at(ctx, day * DAY)
    await advanceEpoch(ctx)
    if (day === 1) {
      for (const key of ['commission', 'gasLimit', 'rename'] as const) {
        proposals.push(await createProposal(ctx, proposalPlan(key)))
      }
      await at(ctx, DAY + 600)
      await cancelProposal(ctx, proposals[2]!)
    } else if (day === 2) {
      await castVotes(ctx, proposalPlan('commission'), proposals[0]!.id)
      await castVotes(ctx, proposalPlan('gasLimit'), proposals[1]!.id)
    } else if (day === 4) {
      await handleTasks(ctx) // commission: resolved
    } else if (day === 5) {
      await callContract(ctx.admin, 'SFC', sfc, 'deactivateValidator', [validatorId(ctx, 'sleepy'), 8])
      await callContract(ctx.delegators[4]!, 'SFC', sfc, 'undelegate', [
        validatorId(ctx, 'harbor'),
        1,
        2_000n * 10n ** 18n,
      ])
    } else if (day === 6) {
      await handleTasks(ctx) // gasLimit: failed
      await callContract(ctx.admin, 'SFC', sfc, 'deactivateValidator', [validatorId(ctx, 'rogue'), 128])
    } else if (day === 7) {
      await callContract(ctx.delegators[9]!, 'SFC', sfc, 'undelegate', [
        validatorId(ctx, 'granite'),
        1,
        1_500n * 10n ** 18n,
      ])
    }
  }

  const windowFrom = ctx.start + PHASE_A.end
  const windowTo = ctx.end - DAY - 3_600
  if (params.onHistoryWindow) {
    await atTime(ctx, windowFrom)
    await params.onHistoryWindow({ from: windowFrom, to: windowTo })
    await ctx.admin.resyncNonce()
  }

  await atTime(ctx, ctx.end - DAY)
  await advanceEpoch(ctx)
  for (const key of ['grants', 'lockup'] as const)
    proposals.push(await createProposal(ctx, proposalPlan(key)))
  await atTime(ctx, ctx.end - 12 * 3_600)
  await advanceEpoch(ctx)
  // voting opened 12 h after the proposal's (slightly later) creation block: leave a margin
  await atTime(ctx, ctx.end - 11 * 3_600)
  await castVotes(ctx, proposalPlan('grants'), proposals[3]!.id)
  await atTime(ctx, ctx.end - 6 * 3_600)
  await callContract(ctx.delegators[9]!, 'SFC', sfc, 'withdraw', [validatorId(ctx, 'granite'), 1])
  await atTime(ctx, ctx.end - 3_600)
  await advanceEpoch(ctx)

  return { validators: describeValidators(ctx), proposals, names, unstoppable }
}

function describeValidators(ctx: SeedContext): ValidatorInfo[] {
  return VALIDATOR_PLAN.map((plan) => {
    const v = ctx.validators.get(plan.key)!
    const profile = plan.profile && {
      name: plan.profile.name,
      website: plan.profile.website,
      contact: plan.profile.contact,
      logoUrl: createValidatorLogo(plan.profile.name, plan.profile.color),
    }
    return {
      id: v.id,
      address: v.sender.address,
      name: profile?.name ?? '',
      profile,
      seededStatus: plan.fate,
    }
  })
}
