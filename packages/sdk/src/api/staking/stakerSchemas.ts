import * as z from 'zod'
import { address, hexBigInt, hexNumber } from '../scalars.js'

export const stakerInfoSchema = /* @__PURE__ */ z
  .object({
    name: /* @__PURE__ */ z.string().nullable(),
    website: /* @__PURE__ */ z.string().nullable(),
    contact: /* @__PURE__ */ z.string().nullable(),
    logoUrl: /* @__PURE__ */ z.string().nullable(),
  })
  .nullable()

export const STAKER_INFO_FIELDS = 'stakerInfo { name website contact logoUrl }'

/** Validator details (StakerById of docs/chain-and-api.md#api-queries). */
export const stakerSchema = /* @__PURE__ */ z.object({
  id: hexBigInt,
  stakerAddress: address,
  /** Self-stake + received delegations; nullable in the schema. */
  totalStake: /* @__PURE__ */ hexBigInt.nullable(),
  stake: hexBigInt,
  delegatedMe: hexBigInt,
  totalDelegatedLimit: hexBigInt,
  /** How much more may still be delegated to this validator. */
  delegatedLimit: hexBigInt,
  createdTime: hexNumber,
  downtime: hexBigInt,
  isActive: /* @__PURE__ */ z.boolean(),
  isOffline: /* @__PURE__ */ z.boolean(),
  isStakeLocked: /* @__PURE__ */ z.boolean(),
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
export const stakerListItemSchema = /* @__PURE__ */ z.object({
  id: hexBigInt,
  stakerAddress: address,
  totalStake: /* @__PURE__ */ hexBigInt.nullable(),
  stake: hexBigInt,
  delegatedMe: hexBigInt,
  delegatedLimit: hexBigInt,
  createdTime: hexNumber,
  lockedUntil: hexNumber,
  isActive: /* @__PURE__ */ z.boolean(),
  isOffline: /* @__PURE__ */ z.boolean(),
  isCheater: /* @__PURE__ */ z.boolean(),
  stakerInfo: stakerInfoSchema,
})
export type StakerListItem = z.output<typeof stakerListItemSchema>
