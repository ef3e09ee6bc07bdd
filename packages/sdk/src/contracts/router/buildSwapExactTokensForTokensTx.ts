import { assertAddress, assertAmount, assertInteger } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { routerInterface } from './abi.js'
import { assertPath } from './assertPath.js'

export interface BuildSwapExactTokensForTokensTxParameters {
  router: string
  amountIn: bigint
  /** Quoted output reduced by the slippage (see `computeMinimumAmount`). */
  amountOutMin: bigint
  /** `[fromToken, toToken]`. */
  path: readonly string[]
  recipient: string
  deadline: IntegerLike
}

/** Router `swapExactTokensForTokens(...)`: the exact-input swap. */
export function buildSwapExactTokensForTokensTx(p: BuildSwapExactTokensForTokensTxParameters): UnsignedCall {
  const router = assertAddress(p.router, 'router')
  const args = [
    assertAmount(p.amountIn, 'amountIn'),
    assertAmount(p.amountOutMin, 'amountOutMin'),
    assertPath(p.path),
    assertAddress(p.recipient, 'recipient'),
    assertInteger(p.deadline, 'deadline'),
  ]
  return encodeCall(routerInterface, router, 'swapExactTokensForTokens', args)
}
