import { assertAddress, assertAmount, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { stakeTokenizerInterface } from './abi.js'

export interface BuildRedeemSftmTxParameters {
  tokenizer: string
  validatorId: IntegerLike
  /** sFTM to repay: the delegation's `outstandingSFTM`. */
  amount: bigint
}

/** `redeemSFTM(validatorID, amount)`: repays sFTM (step 2 of "Repay sFTM"; needs an allowance). */
export function buildRedeemSftmTx(parameters: BuildRedeemSftmTxParameters): UnsignedCall {
  const tokenizer = assertAddress(parameters.tokenizer, 'tokenizer')
  const validatorId = assertValidatorId(parameters.validatorId)
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(stakeTokenizerInterface, tokenizer, 'redeemSFTM', [validatorId, amount])
}
