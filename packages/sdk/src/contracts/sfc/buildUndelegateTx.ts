import { SFC_ADDRESS } from '../../constants/contracts.js'
import { assertAddress, assertAmount, assertInteger, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { sfcInterface } from './abi.js'

export interface BuildUndelegateTxParameters {
  validatorId: IntegerLike
  /** A fresh withdrawal request id: use {@link createWithdrawalRequestId}. */
  withdrawalRequestId: IntegerLike
  /** Wei to undelegate; at most the delegation's unlocked amount. */
  amount: bigint
  sfc?: string
}

/**
 * `undelegate(toValidatorID, wrID, amount)`. The encoded order is (validator, wrID, amount), unlike the
 * original builder's parameter order (docs/chain-and-api.md#sfc).
 */
export function buildUndelegateTx(parameters: BuildUndelegateTxParameters): UnsignedCall {
  const validatorId = assertValidatorId(parameters.validatorId)
  const wrId = assertInteger(parameters.withdrawalRequestId, 'withdrawalRequestId')
  const amount = assertAmount(parameters.amount, 'amount')
  const sfc = assertAddress(parameters.sfc ?? SFC_ADDRESS, 'sfc')
  return encodeCall(sfcInterface, sfc, 'undelegate', [validatorId, wrId, amount])
}
