import { assertAddress, assertAmount, assertInteger } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { IntegerLike, UnsignedCall } from '../types.js'
import { routerInterface } from './abi.js'
import { assertPath } from './assertPath.js'

export interface BuildSwapTokensForExactTokensTxParameters {
  router: string
  amountOut: bigint
  /** Quoted input raised by the slippage (see `computeMaximumAmount`). */
  amountInMax: bigint
  /** `[fromToken, toToken]`. */
  path: readonly string[]
  recipient: string
  deadline: IntegerLike
}

/** Router `swapTokensForExactTokens(...)`: the exact-output swap. */
export function buildSwapTokensForExactTokensTx(p: BuildSwapTokensForExactTokensTxParameters): UnsignedCall {
  const router = assertAddress(p.router, 'router')
  const args = [
    assertAmount(p.amountOut, 'amountOut'),
    assertAmount(p.amountInMax, 'amountInMax'),
    assertPath(p.path),
    assertAddress(p.recipient, 'recipient'),
    assertInteger(p.deadline, 'deadline'),
  ]
  return encodeCall(routerInterface, router, 'swapTokensForExactTokens', args)
}
