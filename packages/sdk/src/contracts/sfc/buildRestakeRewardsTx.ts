import { SFC_ADDRESS } from '../../constants/contracts.js'
import { assertAddress, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { sfcInterface } from './abi.js'

export interface BuildRestakeRewardsTxParameters {
  validatorId: IntegerLike
  sfc?: string
}

/** `restakeRewards(toValidatorID)`: delegates the pending rewards to the same validator. */
export function buildRestakeRewardsTx(parameters: BuildRestakeRewardsTxParameters): UnsignedCall {
  const validatorId = assertValidatorId(parameters.validatorId)
  const sfc = assertAddress(parameters.sfc ?? SFC_ADDRESS, 'sfc')
  return encodeCall(sfcInterface, sfc, 'restakeRewards', [validatorId])
}
