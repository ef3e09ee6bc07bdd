import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { fmintInterface } from './abi.js'

export interface BuildMustWithdrawTxParameters {
  /** fMint contract address (`defiConfiguration.fMintContract`). */
  fMint: string
  token: string
  /** Token base units. */
  amount: bigint
}

/** `mustWithdraw(token, amount)`: unlocks collateral. */
export function buildMustWithdrawTx(parameters: BuildMustWithdrawTxParameters): UnsignedCall {
  const fMint = assertAddress(parameters.fMint, 'fMint')
  const token = assertAddress(parameters.token, 'token')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(fmintInterface, fMint, 'mustWithdraw', [token, amount])
}
