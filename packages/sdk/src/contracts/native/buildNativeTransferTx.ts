import { hexlify, toUtf8Bytes } from 'ethers'
import { assertAddress, assertAmount } from '../assertions.js'
import type { UnsignedCall } from '../types.js'

export interface BuildNativeTransferTxParameters {
  recipient: string
  /** Wei of FTM to send. */
  amount: bigint
  /** Optional memo, carried as the UTF-8 bytes of the text in the transaction's data. */
  memo?: string
}

/**
 * A plain FTM transfer. The memo becomes the data (`0x` without one), as in the original wallet.
 *
 * @example buildNativeTransferTx({ recipient, amount: parseEther('1'), memo: 'rent' }).data // '0x72656e74'
 */
export function buildNativeTransferTx(parameters: BuildNativeTransferTxParameters): UnsignedCall {
  const to = assertAddress(parameters.recipient, 'recipient')
  const value = assertAmount(parameters.amount, 'amount')
  const memo = parameters.memo ?? ''
  const data = (memo === '' ? '0x' : hexlify(toUtf8Bytes(memo))) as `0x${string}`
  return { to, value, data }
}
