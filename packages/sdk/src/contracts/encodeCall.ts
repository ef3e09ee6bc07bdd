import type { Interface } from 'ethers'
import type { UnsignedCall } from './types.js'

/** Encodes `fn(args)` of `contract` into an {@link UnsignedCall}. Arguments are validated by the caller. */
export function encodeCall(
  contract: Interface,
  to: string,
  fn: string,
  args: readonly unknown[],
  value = 0n,
): UnsignedCall {
  const data = contract.encodeFunctionData(fn, args) as `0x${string}`
  return { to, value, data }
}
