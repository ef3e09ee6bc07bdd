/**
 * An unsigned contract call or transfer, as every `build*Tx` returns it. The tx pipeline adds nonce, gas
 * and chain id, then signs it.
 */
export interface UnsignedCall {
  /** Contract (or recipient) address, checksummed. */
  readonly to: string
  /** Wei sent with the call; 0n for non-payable calls. */
  readonly value: bigint
  /** ABI-encoded calldata (`0x` for a plain transfer without memo). */
  readonly data: `0x${string}`
}

/**
 * A contract creation (docs/behaviour/signing.md#contract-creation): no recipient, `data` is the creation code
 * (bytecode followed by the ABI-encoded constructor arguments).
 */
export interface UnsignedDeployment {
  readonly to: null
  /** Wei sent to the new contract (its constructor must be payable). */
  readonly value: bigint
  readonly data: `0x${string}`
}

/** What a transaction carries before the pipeline completes it: a call or transfer, or a contract creation. */
export type UnsignedCallOrDeployment = UnsignedCall | UnsignedDeployment

/** A non-negative integer id: a bigint, a safe-integer number, or a `0x` hex string as the API returns it. */
export type IntegerLike = bigint | number | `0x${string}`
