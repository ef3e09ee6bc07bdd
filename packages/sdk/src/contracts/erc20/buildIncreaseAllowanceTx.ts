import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { erc20Interface } from './abi.js'

export interface BuildIncreaseAllowanceTxParameters {
  token: string
  spender: string
  /** Allowance to add, in token base units (see `computeAllowanceAmount`). */
  amount: bigint
}

/** ERC-20 `increaseAllowance(spender, addedValue)`: every "Allow" step of a multi-step flow. */
export function buildIncreaseAllowanceTx(parameters: BuildIncreaseAllowanceTxParameters): UnsignedCall {
  const token = assertAddress(parameters.token, 'token')
  const spender = assertAddress(parameters.spender, 'spender')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(erc20Interface, token, 'increaseAllowance', [spender, amount])
}
