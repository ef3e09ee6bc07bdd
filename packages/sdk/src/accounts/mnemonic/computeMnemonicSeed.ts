import { Mnemonic } from 'ethers'
import { ValidationError } from '../../errors/ValidationError.js'
import { MESSAGES } from '../../validation/messages.js'
import { normalizeMnemonic } from '../../validation/mnemonic.js'

/** Normalises a phrase and checks it is valid BIP39 English (any length); throws ValidationError otherwise. */
export function toMnemonic(phrase: string, passphrase = ''): Mnemonic {
  try {
    return Mnemonic.fromPhrase(normalizeMnemonic(String(phrase)), passphrase)
  } catch (cause) {
    throw new ValidationError('MNEMONIC_INVALID', MESSAGES.mnemonicInvalid, { cause })
  }
}

/**
 * The BIP39 seed of a phrase (PBKDF2-HMAC-SHA512, 2048 rounds), 0x-prefixed hex. The wallet itself uses no
 * passphrase; the parameter exists for the reference vectors.
 */
export function computeMnemonicSeed(phrase: string, passphrase = ''): string {
  return toMnemonic(phrase, passphrase).computeSeed()
}
