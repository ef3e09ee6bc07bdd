import { assertAddress } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { fmintInterface } from './abi.js'

export interface BuildMustRepayMaxTxParameters {
  fMint: string
  token: string
}

/** `mustRepayMax(token)`: repays min(debt, wallet balance) (used when the slider is above 99.5 %). */
export function buildMustRepayMaxTx(parameters: BuildMustRepayMaxTxParameters): UnsignedCall {
  const fMint = assertAddress(parameters.fMint, 'fMint')
  const token = assertAddress(parameters.token, 'token')
  return encodeCall(fmintInterface, fMint, 'mustRepayMax', [token])
}
