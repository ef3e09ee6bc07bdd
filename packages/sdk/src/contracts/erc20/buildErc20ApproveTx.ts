import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { erc20Interface } from './abi.js'

export interface BuildErc20ApproveTxParameters {
  token: string
  spender: string
  /** The new allowance in token base units; 0 revokes (docs/behaviour/approvals.md#revoke). */
  amount: bigint
}

/** ERC-20 `approve(spender, amount)`: sets the allowance; the Approvals screen's Revoke sends it with 0. */
export function buildErc20ApproveTx(parameters: BuildErc20ApproveTxParameters): UnsignedCall {
  const token = assertAddress(parameters.token, 'token')
  const spender = assertAddress(parameters.spender, 'spender')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(erc20Interface, token, 'approve', [spender, amount])
}
