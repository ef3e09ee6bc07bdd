import { isAddress, type SigningKey, Transaction } from 'ethers'
import { SignerError } from './SignerError.js'
import type { UnsignedTransaction } from './types.js'

const isWei = (value: unknown) => typeof value === 'bigint' && value >= 0n

/**
 * Checks the fields a legacy transaction needs; SignerError `SIGNER_TRANSACTION_INVALID` names the bad one. `to` is
 * an address, or null for a contract creation, whose `data` (the creation code) may then not be empty
 * (docs/behaviour/signing.md#contract-creation).
 */
export function assertUnsignedTransaction(transaction: UnsignedTransaction): void {
  const bad = (field: string) =>
    new SignerError('SIGNER_TRANSACTION_INVALID', `The transaction's ${field} is not valid`, {
      details: { field },
    })
  if (transaction.to === null) {
    if (transaction.data === '0x') throw bad('data')
  } else if (typeof transaction.to !== 'string' || !isAddress(transaction.to)) throw bad('to')
  for (const field of ['value', 'nonce', 'gasPrice', 'gasLimit'] as const) {
    if (!isWei(transaction[field])) throw bad(field)
  }
  if (transaction.nonce > BigInt(Number.MAX_SAFE_INTEGER)) throw bad('nonce')
  if (transaction.gasLimit === 0n) throw bad('gasLimit')
  if (typeof transaction.data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(transaction.data))
    throw bad('data')
  if (!Number.isSafeInteger(transaction.chainId) || transaction.chainId <= 0) throw bad('chainId')
  const { maxFeePerGas, maxPriorityFeePerGas } = transaction
  if (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined) {
    if (!isWei(maxFeePerGas)) throw bad('maxFeePerGas')
    if (!isWei(maxPriorityFeePerGas) || (maxPriorityFeePerGas as bigint) > (maxFeePerGas as bigint))
      throw bad('maxPriorityFeePerGas')
  }
}

/** True when the transaction carries EIP-1559 fees (signed as type 2 by the keystore signer). */
export const isFeeMarketTransaction = (transaction: UnsignedTransaction) =>
  transaction.maxFeePerGas !== undefined || transaction.maxPriorityFeePerGas !== undefined

/**
 * Checks `transaction` and returns it as an unsigned ethers legacy (type 0, EIP-155) transaction, the form every
 * signer (keystore, Ledger apps) signs.
 */
export function createLegacyTransaction(transaction: UnsignedTransaction): Transaction {
  assertUnsignedTransaction(transaction)
  if (isFeeMarketTransaction(transaction)) {
    throw new SignerError(
      'SIGNER_TRANSACTION_INVALID',
      'This account signs legacy transactions only: the request has EIP-1559 fees (maxFeePerGas)',
      { details: { field: 'maxFeePerGas' } },
    )
  }
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
 * Signs a legacy (type 0, `gasPrice`) transaction with EIP-155 — or, when it carries EIP-1559 fees, a type-2
 * transaction — and returns the raw bytes as 0x-hex. The key stays
 * with the caller; nothing is kept.
 */
export function signLegacyTransaction(
  signingKey: SigningKey,
  transaction: UnsignedTransaction,
): `0x${string}` {
  const tx = isFeeMarketTransaction(transaction)
    ? createFeeMarketTransaction(transaction)
    : createLegacyTransaction(transaction)
  tx.signature = signingKey.sign(tx.unsignedHash)
  return tx.serialized as `0x${string}`
}

/** An EIP-1559 (type 2) transaction of `transaction`'s fields and fees, checked as a legacy one is. */
function createFeeMarketTransaction(transaction: UnsignedTransaction): Transaction {
  assertUnsignedTransaction(transaction)
  return Transaction.from({
    type: 2,
    to: transaction.to,
    value: transaction.value,
    data: transaction.data,
    nonce: Number(transaction.nonce),
    maxFeePerGas: transaction.maxFeePerGas ?? null,
    maxPriorityFeePerGas: transaction.maxPriorityFeePerGas ?? null,
    gasLimit: transaction.gasLimit,
    chainId: BigInt(transaction.chainId),
  })
}
