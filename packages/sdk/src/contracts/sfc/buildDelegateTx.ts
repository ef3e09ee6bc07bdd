import { SFC_ADDRESS } from '../../constants/contracts.js'
import { assertAddress, assertAmount, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { sfcInterface } from './abi.js'

export interface BuildDelegateTxParameters {
  validatorId: IntegerLike
  /** Wei to delegate; sent as the call's value. */
  amount: bigint
  /** SFC address; defaults to 0xFC00FACE… (the same on every Opera network). */
  sfc?: string
}

/**
 * `delegate(toValidatorID)` with the amount as value. Used for a new delegation and to increase one.
 *
 * @example buildDelegateTx({ validatorId: 12n, amount: parseEther('100') })
 */
export function buildDelegateTx(parameters: BuildDelegateTxParameters): UnsignedCall {
  const validatorId = assertValidatorId(parameters.validatorId)
  const amount = assertAmount(parameters.amount, 'amount')
  const sfc = assertAddress(parameters.sfc ?? SFC_ADDRESS, 'sfc')
  return encodeCall(sfcInterface, sfc, 'delegate', [validatorId], amount)
}
