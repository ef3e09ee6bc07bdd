import { getAddress } from 'ethers'
import { ValidationError } from '../errors/ValidationError.js'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The EIP-55 form of each strict hex address seen, or null when its mixed case carries a wrong checksum. A checksum is
 * a keccak-256 hash: the stored records check the same few addresses over and over (every pending transaction names
 * its sender), so each is hashed once per program (docs/architecture.md#sdk). Bounded: a long-lived page that sees
 * many addresses starts over.
 */
const checksums = new Map<string, string | null>()
const MAX_KEPT_CHECKSUMS = 4096

/** getAddress of a strict hex address, or null where it throws (a bad mixed-case checksum). */
function checksumOf(address: string): string | null {
  let known = checksums.get(address)
  if (known === undefined) {
    try {
      known = getAddress(address)
    } catch {
      known = null
    }
    if (checksums.size >= MAX_KEPT_CHECKSUMS) checksums.clear()
    checksums.set(address, known)
  }
  return known
}

/**
 * Returns the EIP-55 checksum form of a strict hex address. All-lower and all-upper hex are accepted;
 * mixed case must already carry a valid checksum. Anything else (ICAP, no 0x, wrong length) throws
 * ValidationError `ADDRESS_INVALID`.
 */
export function toChecksumAddress(address: string): string {
  if (typeof address !== 'string' || !HEX_ADDRESS.test(address)) throw invalidAddress()
  const checksummed = checksumOf(address)
  if (checksummed !== null) return checksummed
  try {
    getAddress(address)
  } catch (cause) {
    // The bad checksum's own error, as the cause.
    throw invalidAddress(cause)
  }
  throw invalidAddress()
}

/** True for a strict hex address whose checksum (if mixed case) is valid. */
export function isHexAddress(address: unknown): address is string {
  // A null checksum is exactly the "false" case: getAddress refuses a bad mixed-case checksum.
  return typeof address === 'string' && HEX_ADDRESS.test(address) && checksumOf(address) !== null
}

const invalidAddress = (cause?: unknown) =>
  new ValidationError('ADDRESS_INVALID', 'Not valid Fantom address', cause === undefined ? {} : { cause })

/** True when `address` is already in EIP-55 checksum form (how the wallet stores addresses). */
export function isChecksumAddress(address: unknown): address is string {
  return typeof address === 'string' && HEX_ADDRESS.test(address) && checksumOf(address) === address
}
