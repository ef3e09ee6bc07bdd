import { callContract, createFundedSender, DAY, FTM, readContract, type SeedContext } from './seedContext.js'
import { VALIDATOR_PLAN } from './seedPlan.js'

/** Creates the plan's validators (random keys), locks their self-stakes and opens the epoch with them. */
export async function seedValidators(ctx: SeedContext): Promise<void> {
  const { sfc } = ctx.contracts
  for (const plan of VALIDATOR_PLAN) {
    const sender = await createFundedSender(ctx, BigInt(plan.selfStake) + 1_000n)
    const pubkey = `0xc0${sender.wallet.signingKey.publicKey.slice(2)}`
    await callContract(sender, 'SFC', sfc, 'createValidator', [pubkey], BigInt(plan.selfStake) * FTM)
    const [id] = await readContract(ctx.provider, 'SFC', sfc, 'getValidatorID', [sender.address])
    ctx.validators.set(plan.key, { id: Number(id), sender })
    if (plan.lockDays > 0) {
      await callContract(sender, 'SFC', sfc, 'lockStake', [
        id,
        plan.lockDays * DAY,
        BigInt(plan.selfStake) * FTM,
      ])
    }
  }
  const ids = [...ctx.validators.values()].map((v) => v.id)
  await callContract(ctx.admin, 'SFC', sfc, 'sealEpochValidators', [ids])
}
