import { chainTime, depsOf, stakingIndexOf } from '../defi/domainDeps.js'
import { memo } from '../defi/memo.js'
import { readContract } from '../defi/readContract.js'
import { delegationListOf } from './delegationList.js'
import { sfcConfigOf } from './readSfcConfig.js'
import { readSfc, type ValidatorSource } from './readValidator.js'
import { sfcInterface } from './sfcAbi.js'

const DECIMAL_UNIT = 10n ** 18n
// Status bits as the real API codes them (docs/chain-and-api.md#api-queries).
const WITHDRAWN = 1n
const DOUBLE_SIGN = 128n

type Ctx = unknown

const selfStake = (v: ValidatorSource, ctx: Ctx) =>
  memo(v, 'stake', async () => {
    const deps = depsOf(ctx)
    const [stake] = await readContract(deps.chain, sfcInterface, deps.addresses.sfc, 'getStake', [
      v.auth,
      v.id,
    ])
    return stake as bigint
  })

const selfLockup = (v: ValidatorSource, ctx: Ctx) =>
  memo(v, 'lockup', async () => {
    const deps = depsOf(ctx)
    const r = await readContract(deps.chain, sfcInterface, deps.addresses.sfc, 'getLockupInfo', [
      v.auth,
      v.id,
    ])
    const locked = r[0] as bigint
    return {
      locked,
      fromEpoch: locked > 0n ? (r[1] as bigint) : 0n,
      endTime: locked > 0n ? (r[2] as bigint) : 0n,
    }
  })

const lastEpochOffline = (v: ValidatorSource, ctx: Ctx) =>
  memo(v, 'offline', async () => {
    const deps = depsOf(ctx)
    const epoch = await readSfc(deps, 'currentSealedEpoch')
    const [time, blocks] = await Promise.all([
      readSfc(deps, 'getEpochOfflineTime', [epoch, v.id]),
      readSfc(deps, 'getEpochOfflineBlocks', [epoch, v.id]),
    ])
    return { time, blocks }
  })

const totalDelegatedLimit = async (v: ValidatorSource, ctx: Ctx) => {
  const [stake, config] = await Promise.all([selfStake(v, ctx), sfcConfigOf(ctx)])
  return (stake * config.maxDelegatedRatio) / DECIMAL_UNIT
}

/** Field resolvers of `Staker`; the parent is what `getValidator` returned. */
export const stakerResolvers = {
  id: (v: ValidatorSource) => v.id,
  stakerAddress: (v: ValidatorSource) => v.auth,
  totalStake: (v: ValidatorSource) => v.receivedStake,
  stake: (v: ValidatorSource, _: unknown, ctx: Ctx) => selfStake(v, ctx),
  delegatedMe: async (v: ValidatorSource, _: unknown, ctx: Ctx) => {
    const stake = await selfStake(v, ctx)
    return v.receivedStake > stake ? v.receivedStake - stake : 0n
  },
  totalDelegatedLimit: (v: ValidatorSource, _: unknown, ctx: Ctx) => totalDelegatedLimit(v, ctx),
  delegatedLimit: async (v: ValidatorSource, _: unknown, ctx: Ctx) => {
    const limit = await totalDelegatedLimit(v, ctx)
    return limit > v.receivedStake ? limit - v.receivedStake : 0n
  },
  isActive: (v: ValidatorSource) => v.status === 0n,
  isWithdrawn: (v: ValidatorSource) => (v.status & WITHDRAWN) !== 0n,
  isCheater: (v: ValidatorSource) => (v.status & DOUBLE_SIGN) !== 0n,
  // As the real API (R9): offline = a non-zero status or blocks missed in the last sealed epoch.
  isOffline: async (v: ValidatorSource, _: unknown, ctx: Ctx) =>
    v.status !== 0n || (await lastEpochOffline(v, ctx)).blocks > 0n,
  // The real API inverts this comparison (R4): true only when the lock's end has passed, so never trust it.
  isStakeLocked: async (v: ValidatorSource, _: unknown, ctx: Ctx) => {
    const [lockup, now] = await Promise.all([selfLockup(v, ctx), chainTime(ctx)])
    return lockup.endTime < now
  },
  createdEpoch: (v: ValidatorSource) => v.createdEpoch,
  createdTime: (v: ValidatorSource) => v.createdTime,
  lockedFromEpoch: async (v: ValidatorSource, _: unknown, ctx: Ctx) => (await selfLockup(v, ctx)).fromEpoch,
  lockedUntil: async (v: ValidatorSource, _: unknown, ctx: Ctx) => (await selfLockup(v, ctx)).endTime,
  deactivatedEpoch: (v: ValidatorSource) => v.deactivatedEpoch,
  deactivatedTime: (v: ValidatorSource) => v.deactivatedTime,
  // From the last sealed epoch (R9): the blocks and the time the validator was offline.
  missedBlocks: async (v: ValidatorSource, _: unknown, ctx: Ctx) => (await lastEpochOffline(v, ctx)).blocks,
  downtime: async (v: ValidatorSource, _: unknown, ctx: Ctx) => (await lastEpochOffline(v, ctx)).time,
  status: (v: ValidatorSource) => v.status,
  delegations: async (
    v: ValidatorSource,
    args: { cursor?: string | null; count?: number | null },
    ctx: Ctx,
  ) => delegationListOf((await stakingIndexOf(ctx)).delegationsTo(v.id), args),
  stakerInfo: (v: ValidatorSource, _: unknown, ctx: Ctx) => {
    const info = depsOf(ctx).stakerInfo(v.id)
    if (!info) return null
    return {
      name: info.name ?? null,
      logoUrl: info.logoUrl ?? null,
      website: info.website ?? null,
      contact: info.contact ?? null,
    }
  },
}
