import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { wftmInterface } from './abi.js'

export interface BuildWrapTxParameters {
  /** WFTM address (the `defiTokens` entry with `canWrapFTM`). */
  wftm: string
  /** Wei of FTM to wrap, sent as value. */
  amount: bigint
}

/** WFTM `deposit()` with the amount as value: wraps FTM (plain transfers to WFTM revert). */
export function buildWrapTx(parameters: BuildWrapTxParameters): UnsignedCall {
  const wftm = assertAddress(parameters.wftm, 'wftm')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(wftmInterface, wftm, 'deposit', [], amount)
}
