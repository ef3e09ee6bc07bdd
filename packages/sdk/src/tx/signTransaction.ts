import { keccak256 } from 'ethers'
import { SignerError } from '../signers/SignerError.js'
import type { Signer, UnsignedTransaction } from '../signers/types.js'
import { TransactionError } from './TransactionError.js'
import type { PreparedTransaction, SignedTransaction } from './types.js'

export interface SignTransactionParameters {
  signer: Signer
  transaction: PreparedTransaction
  /** The typed password (keystore signers); otherwise the signer's password cache is used. */
  password?: string | undefined
  signal?: AbortSignal | undefined
}

/** The fields a signer signs, without the pipeline's own (`from`, `fee`, `error`). */
export function toUnsignedTransaction(transaction: PreparedTransaction): UnsignedTransaction {
  const { to, value, data, nonce, gasPrice, gasLimit, chainId, maxFeePerGas, maxPriorityFeePerGas } =
    transaction
  return {
    to,
    value,
    data,
    nonce,
    gasPrice,
    gasLimit,
    chainId,
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas, maxPriorityFeePerGas }),
  }
}

/**
 * Signs a prepared transaction. A transaction whose `error` is set (failed estimate, not enough FTM for gas) is
 * refused with TransactionError `TX_NOT_SENDABLE` carrying that error; a transaction prepared for another
 * account with SignerError `SIGNER_TRANSACTION_INVALID`; the signer itself refuses another chain id.
 */
export async function signTransaction(parameters: SignTransactionParameters): Promise<SignedTransaction> {
  const { signer, transaction, password, signal } = parameters
  if (transaction.error !== null) throw new TransactionError('TX_NOT_SENDABLE', transaction.error)
  const address = await signer.getAddress()
  if (address.toLowerCase() !== transaction.from.toLowerCase()) {
    throw new SignerError('SIGNER_TRANSACTION_INVALID', 'The transaction was prepared for another account', {
      details: { field: 'from' },
    })
  }
  const raw = await signer.signTransaction(toUnsignedTransaction(transaction), { password, signal })
  return { raw, hash: keccak256(raw) as `0x${string}`, transaction }
}
