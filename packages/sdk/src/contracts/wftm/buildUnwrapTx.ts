import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { wftmInterface } from './abi.js'

export interface BuildUnwrapTxParameters {
  wftm: string
  /** WFTM base units to unwrap; the whole balance when the user picked the maximum. */
  amount: bigint
}

/** WFTM `withdraw(amount)`: unwraps WFTM back to FTM. */
export function buildUnwrapTx(parameters: BuildUnwrapTxParameters): UnsignedCall {
  const wftm = assertAddress(parameters.wftm, 'wftm')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(wftmInterface, wftm, 'withdraw', [amount])
}
