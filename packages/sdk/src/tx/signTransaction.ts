import { keccak256 } from 'ethers'
import { SignerError } from '../signers/SignerError.js'
import type { Signer, UnsignedTransaction } from '../signers/types.js'
import { TransactionError } from './TransactionError.js'
import type { PreparedTransaction, SignedTransaction } from './types.js'

export interface SignTransactionParameters<To extends string | null = string> {
  signer: Signer
  /** A call (`to` set) or a contract creation (`to` null, docs/behaviour/signing.md#contract-creation). */
  transaction: PreparedTransaction<To>
  /** The typed password (keystore signers); otherwise the signer's password cache is used. */
  password?: string | undefined
  signal?: AbortSignal | undefined
}

/** The fields a signer signs, without the pipeline's own (`from`, `fee`, `error`). */
export function toUnsignedTransaction<To extends string | null>(
  transaction: PreparedTransaction<To>,
): UnsignedTransaction<To> {
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
export async function signTransaction<To extends string | null = string>(
  parameters: SignTransactionParameters<To>,
): Promise<SignedTransaction<To>> {
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
