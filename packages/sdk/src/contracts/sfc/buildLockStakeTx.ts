import { SFC_ADDRESS } from '../../constants/contracts.js'
import { assertAddress, assertAmount, assertLockDuration, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { sfcInterface } from './abi.js'

export interface BuildLockStakeTxParameters {
  validatorId: IntegerLike
  /** Lock duration in seconds, at most 31,536,000 (see `computeLockDuration`). */
  lockupDuration: IntegerLike
  /** Wei to lock (see `computeLockAmount`). */
  amount: bigint
  sfc?: string
}

/** `lockStake(toValidatorID, lockupDuration, amount)`: locks an unlocked delegation. */
export function buildLockStakeTx(parameters: BuildLockStakeTxParameters): UnsignedCall {
  const validatorId = assertValidatorId(parameters.validatorId)
  const duration = assertLockDuration(parameters.lockupDuration)
  const amount = assertAmount(parameters.amount, 'amount')
  const sfc = assertAddress(parameters.sfc ?? SFC_ADDRESS, 'sfc')
  return encodeCall(sfcInterface, sfc, 'lockStake', [validatorId, duration, amount])
}
