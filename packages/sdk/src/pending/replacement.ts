import type { UnsignedCall } from '../contracts/types.js'
import { PENDING_MESSAGES, PendingTransactionError } from './PendingTransactionError.js'
import type { PendingKind, PendingTransaction } from './types.js'

/** A replacement pays at least this much more per gas than the transaction it replaces (10 %). */
export const REPLACEMENT_GAS_PRICE_BUMP_PERCENT = 10n

/**
 * The lowest gas price a replacement may offer: the old price + 10 %, rounded up
 * (docs/behaviour/pending-transactions.md#speed-up-and-cancel). The flow raises it further to the wallet's price for
 * the network now when that is higher.
 */
export function computeReplacementGasPrice(previous: bigint): bigint {
  return (previous * (100n + REPLACEMENT_GAS_PRICE_BUMP_PERCENT) + 99n) / 100n
}

/** What a speed up or a cancel sends in place of a pending transaction. */
export interface PendingReplacement {
  readonly kind: Exclude<PendingKind, 'transaction'>
  /** The transaction replaced. */
  readonly hash: `0x${string}`
  /** Its nonce, used again. */
  readonly nonce: bigint
  /** At least the old gas price + 10 %. */
  readonly minimumGasPrice: bigint
  /** A speed up keeps the old gas limit; a cancel is estimated. */
  readonly gasLimit?: bigint | undefined
  readonly call: UnsignedCall
  /** What the replacement does, in words, for the confirmation and the store. */
  readonly summary: string
}

/**
 * Builds the replacement of a pending transaction (pure, docs/behaviour/pending-transactions.md#speed-up-and-cancel):
 * a speed up sends the same call (to, value, data, gas limit) with the same nonce; a cancel sends 0 FTM from the
 * account to itself with the same nonce. Both offer at least the old gas price + 10 %. A transaction that is no
 * longer pending is refused with `PENDING_NOT_PENDING`.
 */
export function buildReplacement(
  transaction: PendingTransaction,
  kind: PendingReplacement['kind'],
): PendingReplacement {
  if (transaction.status !== 'pending')
    throw new PendingTransactionError('PENDING_NOT_PENDING', PENDING_MESSAGES.notPending(transaction.status))
  const common = {
    kind,
    hash: transaction.hash,
    nonce: transaction.nonce,
    minimumGasPrice: computeReplacementGasPrice(transaction.gasPrice),
  }
  if (kind === 'speed-up') {
    if (transaction.to === null)
      throw new PendingTransactionError(
        'PENDING_NOT_PENDING',
        'A contract creation cannot be sped up here; cancel it instead',
      )
    return {
      ...common,
      gasLimit: transaction.gasLimit,
      call: { to: transaction.to, value: transaction.value, data: transaction.data },
      summary: `Speed up: ${transaction.summary}`,
    }
  }
  return {
    ...common,
    call: { to: transaction.from, value: 0n, data: '0x' },
    summary: `Cancel: ${transaction.summary}`,
  }
}
