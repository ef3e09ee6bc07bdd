import { SFC_ADDRESS } from '../../constants/contracts.js'
import { assertAddress, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { sfcInterface } from './abi.js'

export interface BuildClaimRewardsTxParameters {
  validatorId: IntegerLike
  sfc?: string
}

/** `claimRewards(toValidatorID)`: pays the delegation's pending rewards to the delegator. */
export function buildClaimRewardsTx(parameters: BuildClaimRewardsTxParameters): UnsignedCall {
  const validatorId = assertValidatorId(parameters.validatorId)
  const sfc = assertAddress(parameters.sfc ?? SFC_ADDRESS, 'sfc')
  return encodeCall(sfcInterface, sfc, 'claimRewards', [validatorId])
}
