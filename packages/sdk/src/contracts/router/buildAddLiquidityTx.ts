import { assertAddress, assertAmount, assertInteger } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { routerInterface } from './abi.js'

export interface BuildAddLiquidityTxParameters {
  router: string
  tokenA: string
  tokenB: string
  amountADesired: bigint
  amountBDesired: bigint
  /** Minimums: the quoted amounts reduced by the slippage (see `computeMinimumAmount`). */
  amountAMin: bigint
  amountBMin: bigint
  /** Receiver of the LP tokens: the current account. */
  recipient: string
  /** Unix seconds; see `computeDeadline` (latest block time + 1200 s). */
  deadline: IntegerLike
}

/** Router `addLiquidity(...)`: step 3 of adding liquidity (after allowing both tokens). */
export function buildAddLiquidityTx(p: BuildAddLiquidityTxParameters): UnsignedCall {
  const router = assertAddress(p.router, 'router')
  const args = [
    assertAddress(p.tokenA, 'tokenA'),
    assertAddress(p.tokenB, 'tokenB'),
    assertAmount(p.amountADesired, 'amountADesired'),
    assertAmount(p.amountBDesired, 'amountBDesired'),
    assertAmount(p.amountAMin, 'amountAMin'),
    assertAmount(p.amountBMin, 'amountBMin'),
    assertAddress(p.recipient, 'recipient'),
    assertInteger(p.deadline, 'deadline'),
  ]
  return encodeCall(routerInterface, router, 'addLiquidity', args)
}
