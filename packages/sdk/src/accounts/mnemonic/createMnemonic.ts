import { Mnemonic, randomBytes } from 'ethers'
import { ValidationError } from '../../errors/ValidationError.js'

/** Entropy of a new wallet's phrase: 256 bits, 24 words (docs/behaviour/wallets-and-accounts.md#keystores). */
export const MNEMONIC_ENTROPY_BYTES = 32

/**
 * Creates a BIP39 English recovery phrase. Without `entropy`, 32 random bytes give 24 words; with it
 * (16 to 32 bytes in steps of 4) the phrase is deterministic, which the reference vectors use.
 */
export function createMnemonic(entropy: Uint8Array = randomBytes(MNEMONIC_ENTROPY_BYTES)): string {
  if (
    !(entropy instanceof Uint8Array) ||
    entropy.length < 16 ||
    entropy.length > 32 ||
    entropy.length % 4 !== 0
  ) {
    throw new ValidationError('MNEMONIC_INVALID', 'Entropy must be 16 to 32 bytes, in steps of 4')
  }
  return Mnemonic.fromEntropy(entropy).phrase
}
