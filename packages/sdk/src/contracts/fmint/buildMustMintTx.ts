import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { fmintInterface } from './abi.js'

export interface BuildMustMintTxParameters {
  /** fMint contract address (`defiConfiguration.fMintContract`). */
  fMint: string
  token: string
  /** Token base units. */
  amount: bigint
}

/** `mustMint(token, amount)`: mints a synth against the locked collateral. */
export function buildMustMintTx(parameters: BuildMustMintTxParameters): UnsignedCall {
  const fMint = assertAddress(parameters.fMint, 'fMint')
  const token = assertAddress(parameters.token, 'token')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(fmintInterface, fMint, 'mustMint', [token, amount])
}
