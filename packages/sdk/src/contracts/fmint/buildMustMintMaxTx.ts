import { FMINT_MAX_MINT_RATIO } from '../../constants/contracts.js'
import { assertAddress, assertInteger } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { fmintInterface } from './abi.js'

export interface BuildMustMintMaxTxParameters {
  fMint: string
  token: string
  /** Target collateral ratio with 4 implied decimals; defaults to 30000 (300 %). */
  ratio?: IntegerLike
}

/** `mustMintMax(token, ratio)`: mints as much as the ratio allows (used when the slider is above 99.5 %). */
export function buildMustMintMaxTx(parameters: BuildMustMintMaxTxParameters): UnsignedCall {
  const fMint = assertAddress(parameters.fMint, 'fMint')
  const token = assertAddress(parameters.token, 'token')
  const ratio = assertInteger(parameters.ratio ?? FMINT_MAX_MINT_RATIO, 'ratio')
  return encodeCall(fmintInterface, fMint, 'mustMintMax', [token, ratio])
}
