import { SFC_ADDRESS } from '../../constants/contracts.js'
import { assertAddress, assertAmount, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { sfcInterface } from './abi.js'

export interface BuildUnlockStakeTxParameters {
  validatorId: IntegerLike
  /** Locked wei to unlock early (a penalty applies); see `computeUndelegatePlan`. */
  amount: bigint
  sfc?: string
}

/** `unlockStake(toValidatorID, amount)`: step 1 of undelegating locked stake. */
export function buildUnlockStakeTx(parameters: BuildUnlockStakeTxParameters): UnsignedCall {
  const validatorId = assertValidatorId(parameters.validatorId)
  const amount = assertAmount(parameters.amount, 'amount')
  const sfc = assertAddress(parameters.sfc ?? SFC_ADDRESS, 'sfc')
  return encodeCall(sfcInterface, sfc, 'unlockStake', [validatorId, amount])
}
