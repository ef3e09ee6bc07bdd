import { isAddress, type SigningKey, Transaction } from 'ethers'
import { SignerError } from './SignerError.js'
import type { UnsignedTransaction } from './types.js'

const isWei = (value: unknown) => typeof value === 'bigint' && value >= 0n

/** Checks the fields a legacy transaction needs; SignerError `SIGNER_TRANSACTION_INVALID` names the bad one. */
export function assertUnsignedTransaction(transaction: UnsignedTransaction): void {
  const bad = (field: string) =>
    new SignerError('SIGNER_TRANSACTION_INVALID', `The transaction's ${field} is not valid`, {
      details: { field },
    })
  if (typeof transaction.to !== 'string' || !isAddress(transaction.to)) throw bad('to')
  for (const field of ['value', 'nonce', 'gasPrice', 'gasLimit'] as const) {
    if (!isWei(transaction[field])) throw bad(field)
  }
  if (transaction.nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw bad('nonce')
  if (transaction.gasLimit === 0n) throw bad('gasLimit')
  if (typeof transaction.data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(transaction.data))
    throw bad('data')
  if (!Number.isSafeInteger(transaction.chainId) || transaction.chainId <= 0) throw bad('chainId')
}

/**
 * Checks `transaction` and returns it as an unsigned ethers legacy (type 0, EIP-155) transaction, the form every
 * signer (keystore, Ledger apps) signs.
 */
export function createLegacyTransaction(transaction: UnsignedTransaction): Transaction {
  assertUnsignedTransaction(transaction)
  return Transaction.from({
    type: 0,
    to: transaction.to,
    value: transaction.value,
    data: transaction.data,
    nonce: Number(transaction.nonce),
    gasPrice: transaction.gasPrice,
    gasLimit: transaction.gasLimit,
    chainId: BigInt(transaction.chainId),
  })
}

/**
 * Signs a legacy (type 0, `gasPrice`) transaction with EIP-155 and returns the raw bytes as 0x-hex. The key stays
 * with the caller; nothing is kept.
 */
export function signLegacyTransaction(
  signingKey: SigningKey,
  transaction: UnsignedTransaction,
): `0x${string}` {
  const tx = createLegacyTransaction(transaction)
  tx.signature = signingKey.sign(tx.unsignedHash)
  return tx.serialized as `0x${string}`
}
