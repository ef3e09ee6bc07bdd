import { assertAddress, assertValidatorId } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { stakeTokenizerInterface } from './abi.js'

export interface BuildMintSftmTxParameters {
  /** Stake tokenizer address (`defiConfiguration.StakeTokenizerContract`). */
  tokenizer: string
  validatorId: IntegerLike
}

/** `mintSFTM(toValidatorID)`: mints sFTM against a locked delegation. */
export function buildMintSftmTx(parameters: BuildMintSftmTxParameters): UnsignedCall {
  const tokenizer = assertAddress(parameters.tokenizer, 'tokenizer')
  const validatorId = assertValidatorId(parameters.validatorId)
  return encodeCall(stakeTokenizerInterface, tokenizer, 'mintSFTM', [validatorId])
}
