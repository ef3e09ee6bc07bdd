import { getAddress } from 'ethers'
import { ValidationError } from '../errors/ValidationError.js'

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Returns the EIP-55 checksum form of a strict hex address. All-lower and all-upper hex are accepted;
 * mixed case must already carry a valid checksum. Anything else (ICAP, no 0x, wrong length) throws
 * ValidationError `ADDRESS_INVALID`.
 */
export function toChecksumAddress(address: string): string {
  if (typeof address !== 'string' || !HEX_ADDRESS.test(address)) throw invalidAddress()
  try {
    return getAddress(address)
  } catch (cause) {
    throw invalidAddress(cause)
  }
}

/** True for a strict hex address whose checksum (if mixed case) is valid. */
export function isHexAddress(address: unknown): address is string {
  if (typeof address !== 'string' || !HEX_ADDRESS.test(address)) return false
  try {
    getAddress(address)
    return true
  } catch {
    // getAddress throws on a bad mixed-case checksum: that is exactly the "false" case.
    return false
  }
}

const invalidAddress = (cause?: unknown) =>
  new ValidationError('ADDRESS_INVALID', 'Not valid Fantom address', cause === undefined ? {} : { cause })

/** True when `address` is already in EIP-55 checksum form (how the wallet stores addresses). */
export function isChecksumAddress(address: unknown): address is string {
  return isHexAddress(address) && getAddress(address) === address
}
