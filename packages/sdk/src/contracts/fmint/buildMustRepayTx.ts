import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { fmintInterface } from './abi.js'

export interface BuildMustRepayTxParameters {
  /** fMint contract address (`defiConfiguration.fMintContract`). */
  fMint: string
  token: string
  /** Token base units. */
  amount: bigint
}

/** `mustRepay(token, amount)`: repays minted synths (needs an allowance). */
export function buildMustRepayTx(parameters: BuildMustRepayTxParameters): UnsignedCall {
  const fMint = assertAddress(parameters.fMint, 'fMint')
  const token = assertAddress(parameters.token, 'token')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(fmintInterface, fMint, 'mustRepay', [token, amount])
}
