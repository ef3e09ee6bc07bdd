import * as z from 'zod'
import { address, hexBigInt, hexNumber } from '../scalars.js'

export const stakerInfoSchema = z
  .object({
    name: z.string().nullable(),
    website: z.string().nullable(),
    contact: z.string().nullable(),
    logoUrl: z.string().nullable(),
  })
  .nullable()

export const STAKER_INFO_FIELDS = 'stakerInfo { name website contact logoUrl }'

/** Validator details (StakerById of docs/chain-and-api.md#api-queries). */
export const stakerSchema = z.object({
  id: hexBigInt,
  stakerAddress: address,
  /** Self-stake + received delegations; nullable in the schema. */
  totalStake: hexBigInt.nullable(),
  stake: hexBigInt,
  delegatedMe: hexBigInt,
  totalDelegatedLimit: hexBigInt,
  /** How much more may still be delegated to this validator. */
  delegatedLimit: hexBigInt,
  createdTime: hexNumber,
  downtime: hexBigInt,
  isActive: z.boolean(),
  isOffline: z.boolean(),
  isStakeLocked: z.boolean(),
  lockedFromEpoch: hexBigInt,
  /** unix seconds, 0 when nothing is locked */
  lockedUntil: hexNumber,
  stakerInfo: stakerInfoSchema,
})
export type Staker = z.output<typeof stakerSchema>

export const STAKER_FIELDS = `id stakerAddress totalStake stake delegatedMe totalDelegatedLimit delegatedLimit
    createdTime downtime isActive isOffline isStakeLocked lockedFromEpoch lockedUntil
    ${STAKER_INFO_FIELDS}`

/** One row of the validator list (union of the original's three `stakers` selections + delegatedLimit). */
export const stakerListItemSchema = z.object({
  id: hexBigInt,
  stakerAddress: address,
  totalStake: hexBigInt.nullable(),
  stake: hexBigInt,
  delegatedMe: hexBigInt,
  delegatedLimit: hexBigInt,
  createdTime: hexNumber,
  lockedUntil: hexNumber,
  isActive: z.boolean(),
  isOffline: z.boolean(),
  isCheater: z.boolean(),
  stakerInfo: stakerInfoSchema,
})
export type StakerListItem = z.output<typeof stakerListItemSchema>
