import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { fmintInterface } from './abi.js'

export interface BuildMustDepositTxParameters {
  /** fMint contract address (`defiConfiguration.fMintContract`). */
  fMint: string
  token: string
  /** Token base units. */
  amount: bigint
}

/** `mustDeposit(token, amount)`: locks collateral (needs an allowance to the fMint contract). */
export function buildMustDepositTx(parameters: BuildMustDepositTxParameters): UnsignedCall {
  const fMint = assertAddress(parameters.fMint, 'fMint')
  const token = assertAddress(parameters.token, 'token')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(fmintInterface, fMint, 'mustDeposit', [token, amount])
}
