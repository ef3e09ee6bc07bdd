import { assertAddress, assertAmount, assertInteger } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { routerInterface } from './abi.js'

export interface BuildRemoveLiquidityTxParameters {
  router: string
  tokenA: string
  tokenB: string
  /** LP tokens to burn (see `computeRemoveLiquidityAmounts`). */
  liquidity: bigint
  amountAMin: bigint
  amountBMin: bigint
  recipient: string
  deadline: IntegerLike
}

/** Router `removeLiquidity(...)`: step 2 of removing liquidity (after approving the LP share). */
export function buildRemoveLiquidityTx(p: BuildRemoveLiquidityTxParameters): UnsignedCall {
  const router = assertAddress(p.router, 'router')
  const args = [
    assertAddress(p.tokenA, 'tokenA'),
    assertAddress(p.tokenB, 'tokenB'),
    assertAmount(p.liquidity, 'liquidity'),
    assertAmount(p.amountAMin, 'amountAMin'),
    assertAmount(p.amountBMin, 'amountBMin'),
    assertAddress(p.recipient, 'recipient'),
    assertInteger(p.deadline, 'deadline'),
  ]
  return encodeCall(routerInterface, router, 'removeLiquidity', args)
}
