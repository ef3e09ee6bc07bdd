import type { UnsignedTransaction } from '../signers/types.js'

/**
 * A transaction ready to sign: every field final, plus the fee and the reason it may not be sent. `To` is `string`
 * (a call or transfer: what every flow prepares) unless it says `null` (a contract creation) or `string | null`
 * (either, as the confirmation and the signers take it; docs/behaviour/signing.md#contract-creation).
 */
export interface PreparedTransaction<To extends string | null = string> extends UnsignedTransaction<To> {
  /** The signing account. */
  readonly from: string
  /** gasPrice × gasLimit in wei; 0 when the estimate failed. */
  readonly fee: bigint
  /**
   * Why the transaction may not be signed: the estimation errors joined with a comma
   * (docs/behaviour/transactions.md#messages) or the insufficient-gas warning; null when it may.
   */
  readonly error: string | null
}

/** Signed bytes and their hash. Keep them to send again after a network error (same nonce, no double spend). */
export interface SignedTransaction<To extends string | null = string> {
  readonly raw: `0x${string}`
  /** keccak256 of `raw`, the transaction hash. */
  readonly hash: `0x${string}`
  readonly transaction: PreparedTransaction<To>
}
