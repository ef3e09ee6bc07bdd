import { computeAddress } from 'ethers'
import { validatePrivateKey } from '../validation/privateKey.js'
import { unwrapResult } from '../validation/result.js'

/** Checksum address of a private key (64 hex, with or without 0x); ValidationError for anything else. */
export function computeAddressFromPrivateKey(privateKey: string): string {
  return computeAddress(unwrapResult(validatePrivateKey(privateKey)))
}
