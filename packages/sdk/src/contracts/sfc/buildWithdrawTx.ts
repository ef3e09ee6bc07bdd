import { SFC_ADDRESS } from '../../constants/contracts.js'
import { assertAddress, assertInteger, assertValidatorId } from '../assertions.js'
import { ContractInputError } from '../ContractInputError.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { sfcInterface } from './abi.js'

export interface BuildWithdrawTxParameters {
  validatorId: IntegerLike
  /** The request's `withdrawRequestID` as the API returned it (hex string or bigint). */
  withdrawalRequestId: IntegerLike | undefined | null
  sfc?: string
}

/** `withdraw(toValidatorID, wrID)`: pays out an undelegation once its waiting period is over. */
export function buildWithdrawTx(parameters: BuildWithdrawTxParameters): UnsignedCall {
  const validatorId = assertValidatorId(parameters.validatorId)
  if (parameters.withdrawalRequestId === undefined || parameters.withdrawalRequestId === null) {
    // docs/behaviour/staking.md#withdrawing: 'Withdraw needs a withdrawRequestID'; the text is the original's.
    throw new ContractInputError('CONTRACT_MISSING_WITHDRAW_REQUEST_ID', 'Need withdrawRequestID', {
      details: { field: 'withdrawalRequestId' },
    })
  }
  const wrId = assertInteger(parameters.withdrawalRequestId, 'withdrawalRequestId')
  const sfc = assertAddress(parameters.sfc ?? SFC_ADDRESS, 'sfc')
  return encodeCall(sfcInterface, sfc, 'withdraw', [validatorId, wrId])
}
