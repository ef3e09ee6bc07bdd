import { assertAddress, assertAmount } from '../assertions.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { erc20Interface } from './abi.js'

export interface BuildTransferTxParameters {
  token: string
  recipient: string
  /** Token base units; send the exact balance when the user picked the maximum. */
  amount: bigint
}

/** ERC-20 `transfer(recipient, amount)`: sends a token. */
export function buildTransferTx(parameters: BuildTransferTxParameters): UnsignedCall {
  const token = assertAddress(parameters.token, 'token')
  const recipient = assertAddress(parameters.recipient, 'recipient')
  const amount = assertAmount(parameters.amount, 'amount')
  return encodeCall(erc20Interface, token, 'transfer', [recipient, amount])
}
