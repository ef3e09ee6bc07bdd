import {
  callContract,
  createFundedSender,
  DAY,
  FTM,
  readContract,
  type SeedContext,
  validatorId,
} from './seedContext.js'
import {
  ADMIN_SFTM_STAKE,
  DELEGATION_PLAN,
  DELEGATOR_COUNT,
  NEAR_CAP_HEADROOM,
  VALIDATOR_PLAN,
  WHALE_DELEGATOR,
} from './seedPlan.js'

/**
 * Delegations from random keys (some locked), the whale that brings "nimbus" close to its cap, and the admin's
 * locked stake from which it mints sFTM for the DeFi pools.
 */
export async function seedDelegations(ctx: SeedContext): Promise<void> {
  const { sfc } = ctx.contracts
  const nimbus = validatorId(ctx, 'nimbus')
  const [, , , received] = await readContract(ctx.provider, 'SFC', sfc, 'getValidator', [nimbus])
  const selfStake = BigInt(VALIDATOR_PLAN.find((v) => v.key === 'nimbus')!.selfStake) * FTM
  const whaleAmount = selfStake * 16n - (received as bigint) - BigInt(NEAR_CAP_HEADROOM) * FTM

  for (let i = 0; i < DELEGATOR_COUNT; i++) {
    const planned = DELEGATION_PLAN.filter((d) => d.delegator === i).reduce(
      (sum, d) => sum + BigInt(d.amount),
      0n,
    )
    const total = i === WHALE_DELEGATOR ? whaleAmount / FTM + 1n : planned
    ctx.delegators.push(await createFundedSender(ctx, total + 1_000n))
  }
  await callContract(ctx.delegators[WHALE_DELEGATOR]!, 'SFC', sfc, 'delegate', [nimbus], whaleAmount)
  for (const d of DELEGATION_PLAN) {
    const from = ctx.delegators[d.delegator]!
    const id = validatorId(ctx, d.validator)
    await callContract(from, 'SFC', sfc, 'delegate', [id], BigInt(d.amount) * FTM)
    if (d.lockDays)
      await callContract(from, 'SFC', sfc, 'lockStake', [id, d.lockDays * DAY, BigInt(d.amount) * FTM])
  }

  const aurora = validatorId(ctx, 'aurora')
  const stake = BigInt(ADMIN_SFTM_STAKE) * FTM
  await callContract(ctx.admin, 'SFC', sfc, 'delegate', [aurora], stake)
  await callContract(ctx.admin, 'SFC', sfc, 'lockStake', [aurora, 365 * DAY, stake])
  await callContract(ctx.admin, 'StakeTokenizer', ctx.contracts.stakeTokenizer, 'mintSFTM', [aurora])
}
