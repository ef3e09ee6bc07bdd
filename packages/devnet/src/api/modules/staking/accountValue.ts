import { depsOf, stakingIndexOf } from '../defi/domainDeps.js'
import { readSfc } from './readValidator.js'

/**
 * The staking part of `Account.totalValue` in wei: what is delegated, the pending rewards and the
 * withdrawals not yet taken out (docs/chain-and-api.md#api-queries, Account).
 */
export async function stakingAccountValue(address: string, ctx: unknown): Promise<bigint> {
  const deps = depsOf(ctx)
  const index = await stakingIndexOf(ctx)
  const parts = await Promise.all(
    index.delegationsOf(address).map(async (d) => {
      const [stake, rewards] = await Promise.all([
        readSfc(deps, 'getStake', [d.address, d.validatorId]),
        readSfc(deps, 'pendingRewards', [d.address, d.validatorId]),
      ])
      const pending = index
        .withdrawRequestsOf(d.address, d.validatorId)
        .filter((r) => r.withdrawTime === null)
        .reduce((sum, r) => sum + r.amount, 0n)
      return stake + rewards + pending
    }),
  )
  return parts.reduce((sum, part) => sum + part, 0n)
}
