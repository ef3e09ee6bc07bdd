import { Transaction } from 'ethers'

/** What signed transaction bytes say: who signed them, for which chain, to whom, with which nonce and gas. */
export interface DecodedSignedTransaction {
  /** The hash the chain will know the transaction by (keccak256 of the bytes). */
  hash: `0x${string}`
  from: string
  to: string | null
  value: bigint
  data: `0x${string}`
  nonce: bigint
  gasLimit: bigint
  gasPrice: bigint
  chainId: bigint
}

/**
 * Decodes a signed raw transaction (0x-hex, legacy or typed) to show it before it is broadcast, e.g. bytes signed
 * offline. Null when the bytes are not a signed transaction.
 */
export function decodeSignedTransaction(raw: string): DecodedSignedTransaction | null {
  if (!/^0x([0-9a-fA-F]{2})+$/.test(raw.trim())) return null
  let tx: Transaction
  try {
    tx = Transaction.from(raw.trim())
  } catch {
    return null
  }
  if (!tx.isSigned() || tx.hash === null || tx.from === null) return null
  return {
    hash: tx.hash as `0x${string}`,
    from: tx.from,
    to: tx.to,
    value: tx.value,
    data: tx.data as `0x${string}`,
    nonce: BigInt(tx.nonce),
    gasLimit: tx.gasLimit,
    gasPrice: tx.gasPrice ?? tx.maxFeePerGas ?? 0n,
    chainId: tx.chainId,
  }
}
