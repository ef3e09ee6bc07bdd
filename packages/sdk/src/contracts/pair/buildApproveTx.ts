import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { pairInterface } from './abi.js'

export interface BuildApproveTxParameters {
  /** The pair (LP token) address. */
  pair: string
  /** Usually the router. */
  spender: string
  /** LP base units. */
  amount: bigint
}

/** Pair `approve(spender, value)`: step 1 of removing liquidity (LP share to the router). */
export function buildApproveTx(parameters: BuildApproveTxParameters): UnsignedCall {
  const pair = assertAddress(parameters.pair, 'pair')
  const spender = assertAddress(parameters.spender, 'spender')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(pairInterface, pair, 'approve', [spender, amount])
}
