import { ZeroAddress } from 'ethers'
import { GraphQLError } from 'graphql'
import type { WithdrawRequestRecord } from '../../../indexer/plugins/staking/StakingIndex.js'
import type { ApiContext } from '../../module.js'
import { chainTime, depsOf, stakingIndexOf } from '../defi/domainDeps.js'
import { memo } from '../defi/memo.js'
import { readContract, revertMessage } from '../defi/readContract.js'
import type { DelegationSource } from './delegationList.js'
import { normaliseCount, pageNewestFirst } from './pageNewestFirst.js'
import { readValidator } from './readValidator.js'
import { sfcInterface, tokenizerInterface } from './sfcAbi.js'

type Ctx = unknown
// The real API treats a lock that ended less than 5 minutes ago as still locked (R3 in the devnet README).
const LOCK_GRACE = 300n

const sfcRead = async (ctx: Ctx, fn: string, d: DelegationSource): Promise<bigint> => {
  const deps = depsOf(ctx)
  const r = await readContract(deps.chain, sfcInterface, deps.addresses.sfc, fn, [d.address, d.validatorId])
  return r[0] as bigint
}

const stakeOf = (d: DelegationSource, ctx: Ctx) => memo(d, 'stake', () => sfcRead(ctx, 'getStake', d))

// The raw `getLockupInfo`, as the real API reads it (R3): the SFC clears it lazily (on the delegation's next
// stash), so after a lock ended its amount, epochs and times stay until then.
const lockupOf = (d: DelegationSource, ctx: Ctx) =>
  memo(d, 'lockup', async () => {
    const deps = depsOf(ctx)
    const r = await readContract(deps.chain, sfcInterface, deps.addresses.sfc, 'getLockupInfo', [
      d.address,
      d.validatorId,
    ])
    return {
      lockedStake: r[0] as bigint,
      fromEpoch: r[1] as bigint,
      endTime: r[2] as bigint,
      duration: r[3] as bigint,
    }
  })

const pendingWithdrawals = async (d: DelegationSource, ctx: Ctx) =>
  (await stakingIndexOf(ctx))
    .withdrawRequestsOf(d.address, d.validatorId)
    .filter((r) => r.withdrawTime === null)
    .reduce((sum, r) => sum + r.amount, 0n)

const tokenizerRead = async (d: DelegationSource, ctx: Ctx, fn: string) => {
  const deps = depsOf(ctx)
  const tokenizer = deps.addresses.stakeTokenizer
  if (!tokenizer || tokenizer === ZeroAddress) return null
  const r = await readContract(deps.chain, tokenizerInterface, tokenizer, fn, [d.address, d.validatorId])
  return r[0]
}

/** Field resolvers of `Delegation`. */
export const delegationResolvers = {
  address: (d: DelegationSource) => d.address,
  toStakerId: (d: DelegationSource) => d.validatorId,
  isSelfStake: async (d: DelegationSource, _: unknown, ctx: Ctx) =>
    (await readValidator(depsOf(ctx), d.validatorId))?.auth === d.address,
  createdTime: (d: DelegationSource) => BigInt(d.record?.createdTime ?? 0),
  amount: async (d: DelegationSource, _: unknown, ctx: Ctx) =>
    (await stakeOf(d, ctx)) + (await pendingWithdrawals(d, ctx)),
  amountDelegated: (d: DelegationSource, _: unknown, ctx: Ctx) => stakeOf(d, ctx),
  amountInWithdraw: (d: DelegationSource, _: unknown, ctx: Ctx) => pendingWithdrawals(d, ctx),
  claimedReward: (d: DelegationSource) => d.record?.claimedReward ?? 0n,
  // SFC v3 has no epoch range for pending rewards; the real API answers 0x0 / false.
  pendingRewards: async (d: DelegationSource, _: unknown, ctx: Ctx) => ({
    address: d.address,
    staker: d.validatorId,
    amount: await sfcRead(ctx, 'pendingRewards', d),
    fromEpoch: 0n,
    toEpoch: 0n,
    isOverRange: false,
  }),
  withdrawRequests: async (
    d: DelegationSource,
    args: { cursor?: string | null; count?: number | null; activeOnly?: boolean | null },
    ctx: Ctx,
  ): Promise<WithdrawRequestRecord[]> => {
    const all = (await stakingIndexOf(ctx)).withdrawRequestsOf(d.address, d.validatorId)
    const list = args.activeOnly ? all.filter((r) => r.withdrawTime === null) : all
    return pageNewestFirst(list, (r) => r.id, args.cursor, normaliseCount(args.count, 50)).items.map(
      (e) => e.item,
    )
  },
  rewardClaims: async (
    d: DelegationSource,
    args: { cursor?: string | null; count?: number | null },
    ctx: Ctx,
  ) => {
    const claims = (await stakingIndexOf(ctx)).claimsOf(d.address, d.validatorId)
    const page = pageNewestFirst(claims, (c) => c.id, args.cursor, normaliseCount(args.count, 25))
    return {
      totalCount: page.totalCount,
      pageInfo: page.pageInfo,
      edges: page.items.map(({ cursor, item }) => ({
        cursor,
        claim: {
          address: item.address,
          toStakerId: item.validatorId,
          claimed: BigInt(item.time),
          amount: item.amount,
          isRestaked: item.isRestaked,
          trxHash: item.id,
        },
      })),
    }
  },
  // True, as the real API answers, unless a test switched it off with `POST /devnet/staking` (devnet README).
  isFluidStakingActive: (_d: DelegationSource, _: unknown, ctx: Ctx) =>
    (ctx as ApiContext).faults?.fluidStaking ?? true,
  isDelegationLocked: async (d: DelegationSource, _: unknown, ctx: Ctx) => {
    const [lockup, now] = await Promise.all([lockupOf(d, ctx), chainTime(ctx)])
    return lockup.lockedStake > 0n && lockup.endTime + LOCK_GRACE > now
  },
  lockedFromEpoch: async (d: DelegationSource, _: unknown, ctx: Ctx) => (await lockupOf(d, ctx)).fromEpoch,
  lockDuration: async (d: DelegationSource, _: unknown, ctx: Ctx) => (await lockupOf(d, ctx)).duration,
  lockedUntil: async (d: DelegationSource, _: unknown, ctx: Ctx) => (await lockupOf(d, ctx)).endTime,
  lockedAmount: async (d: DelegationSource, _: unknown, ctx: Ctx) => (await lockupOf(d, ctx)).lockedStake,
  unlockedAmount: (d: DelegationSource, _: unknown, ctx: Ctx) => sfcRead(ctx, 'getUnlockedStake', d),
  // The penalty is what `unlockStake` would return, simulated from the delegator (as the real API does); a
  // call that would revert (nothing locked, amount too high, sFTM outstanding) is the field's error (R5).
  unlockPenalty: async (d: DelegationSource, args: { amount: bigint }, ctx: Ctx) => {
    const deps = depsOf(ctx)
    try {
      const r = await readContract(
        deps.chain,
        sfcInterface,
        deps.addresses.sfc,
        'unlockStake',
        [d.validatorId, args.amount],
        d.address,
      )
      return r[0] as bigint
    } catch (error) {
      throw new GraphQLError(revertMessage(error))
    }
  },
  outstandingSFTM: async (d: DelegationSource, _: unknown, ctx: Ctx) =>
    ((await tokenizerRead(d, ctx, 'outstandingSFTM')) as bigint | null) ?? 0n,
  tokenizerAllowedToWithdraw: async (d: DelegationSource, _: unknown, ctx: Ctx) =>
    ((await tokenizerRead(d, ctx, 'allowedToWithdrawStake')) as boolean | null) ?? true,
}

/** Field resolvers of `WithdrawRequest`; the parent is an index record. */
export const withdrawRequestResolvers = {
  id: (r: WithdrawRequestRecord) => r.id,
  address: (r: WithdrawRequestRecord) => r.address,
  account: (r: WithdrawRequestRecord) => ({ address: r.address }),
  stakerID: (r: WithdrawRequestRecord) => r.validatorId,
  staker: (r: WithdrawRequestRecord, _: unknown, ctx: Ctx) => readValidator(depsOf(ctx), r.validatorId),
  withdrawRequestID: (r: WithdrawRequestRecord) => r.wrId,
  amount: (r: WithdrawRequestRecord) => r.amount,
  createdTime: (r: WithdrawRequestRecord) => BigInt(r.createdTime),
  withdrawTime: (r: WithdrawRequestRecord) => (r.withdrawTime === null ? null : BigInt(r.withdrawTime)),
}
