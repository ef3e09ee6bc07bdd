import { SFC_ADDRESS } from '../../constants/contracts.js'
import { assertAddress, assertAmount, assertLockDuration, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { sfcInterface } from './abi.js'

export interface BuildRelockStakeTxParameters {
  validatorId: IntegerLike
  /** New lock duration in seconds; the wallet sends max(chosen, current lockDuration). */
  lockupDuration: IntegerLike
  /** Extra wei to lock; the wallet's "extend lock" sends 0 (the default). */
  amount?: bigint
  sfc?: string
}

/** `relockStake(toValidatorID, lockupDuration, amount)`: extends a running lock. */
export function buildRelockStakeTx(parameters: BuildRelockStakeTxParameters): UnsignedCall {
  const validatorId = assertValidatorId(parameters.validatorId)
  const duration = assertLockDuration(parameters.lockupDuration)
  const amount = assertAmount(parameters.amount ?? 0n, 'amount')
  const sfc = assertAddress(parameters.sfc ?? SFC_ADDRESS, 'sfc')
  return encodeCall(sfcInterface, sfc, 'relockStake', [validatorId, duration, amount])
}
