import { GraphQLError } from 'graphql'
import { depsOf, stakingIndexOf } from '../defi/domainDeps.js'
import { readContract } from '../defi/readContract.js'
import type { DelegationSource } from './delegationList.js'
import { delegationListOf } from './delegationList.js'
import { sfcConfigOf } from './readSfcConfig.js'
import { readAllValidators, readSfc, readValidator, type ValidatorSource } from './readValidator.js'
import { sfcInterface } from './sfcAbi.js'

type Ctx = unknown
type ListArgs = { cursor?: string | null; count?: number | null }

const FLAG_TESTS: Record<string, (status: bigint) => boolean> = {
  IS_ACTIVE: (s) => s === 0n,
  IS_WITHDRAWN: (s) => (s & 1n) !== 0n,
  IS_OFFLINE: (s) => (s & 8n) !== 0n,
  IS_CHEATER: (s) => (s & 128n) !== 0n,
}

const byTotalStakeDesc = (a: ValidatorSource, b: ValidatorSource) =>
  a.receivedStake === b.receivedStake ? 0 : a.receivedStake > b.receivedStake ? -1 : 1

/** The validator an address runs, or null. */
export async function stakerOfAddress(ctx: Ctx, address: string): Promise<ValidatorSource | null> {
  const id = await readSfc(depsOf(ctx), 'getValidatorID', [address])
  return id === 0n ? null : readValidator(depsOf(ctx), id)
}

/** Delegation of one pair; null when neither the index nor the SFC knows it. */
export async function findDelegation(
  ctx: Ctx,
  address: string,
  validatorId: bigint,
): Promise<DelegationSource | null> {
  const deps = depsOf(ctx)
  const record = (await stakingIndexOf(ctx)).getDelegation(address, validatorId)
  if (record) return { address: record.address, validatorId, record }
  const stake = await readSfc(deps, 'getStake', [address, validatorId])
  return stake > 0n ? { address: address.toLowerCase(), validatorId, record: undefined } : null
}

/** Query resolvers of the staking module (docs/chain-and-api.md#api-queries). */
export const stakingQueryResolvers = {
  sfcConfig: (_: unknown, __: unknown, ctx: Ctx) => sfcConfigOf(ctx),
  lastStakerId: (_: unknown, __: unknown, ctx: Ctx) => readSfc(depsOf(ctx), 'lastValidatorID'),
  // The validators of the last sealed epoch's snapshot, as the real API counts them (R9).
  stakersNum: async (_: unknown, __: unknown, ctx: Ctx) => {
    const deps = depsOf(ctx)
    const epoch = await readSfc(deps, 'currentSealedEpoch')
    const [ids] = await readContract(deps.chain, sfcInterface, deps.addresses.sfc, 'getEpochValidatorIDs', [
      epoch,
    ])
    return BigInt((ids as readonly bigint[]).length)
  },
  staker: async (_: unknown, args: { id?: bigint | null; address?: string | null }, ctx: Ctx) => {
    if (args.id !== null && args.id !== undefined) {
      const validator = await readValidator(depsOf(ctx), args.id)
      if (!validator) throw new GraphQLError(`validator #${args.id} not found`)
      return validator
    }
    if (args.address) return stakerOfAddress(ctx, args.address)
    throw new GraphQLError('validator address not provided')
  },
  stakers: async (_: unknown, __: unknown, ctx: Ctx) =>
    (await readAllValidators(depsOf(ctx))).sort(byTotalStakeDesc),
  stakersWithFlag: async (_: unknown, args: { flag: string }, ctx: Ctx) => {
    const test = FLAG_TESTS[args.flag] ?? (() => false)
    return (await readAllValidators(depsOf(ctx))).filter((v) => test(v.status)).sort(byTotalStakeDesc)
  },
  delegation: async (_: unknown, args: { address: string; staker: bigint }, ctx: Ctx) => {
    const found = await findDelegation(ctx, args.address, args.staker)
    if (!found) throw new GraphQLError('unknown delegation')
    return found
  },
  delegationsOf: async (_: unknown, args: ListArgs & { staker: bigint }, ctx: Ctx) =>
    delegationListOf((await stakingIndexOf(ctx)).delegationsTo(args.staker), args),
  delegationsByAddress: async (_: unknown, args: ListArgs & { address: string }, ctx: Ctx) =>
    delegationListOf((await stakingIndexOf(ctx)).delegationsOf(args.address), args),
}

/** Fields the staking module adds to the core `Account` type. */
export const accountStakingResolvers = {
  staker: (account: { address: string }, _: unknown, ctx: Ctx) => stakerOfAddress(ctx, account.address),
  delegations: async (account: { address: string }, args: ListArgs, ctx: Ctx) =>
    delegationListOf((await stakingIndexOf(ctx)).delegationsOf(account.address), args),
}
