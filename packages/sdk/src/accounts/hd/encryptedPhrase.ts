import { randomBytes, uuidV4 } from 'ethers'
import * as z from 'zod'
import { KeystoreError } from '../../errors/KeystoreError.js'
import { ValidationError } from '../../errors/ValidationError.js'
import { validateMnemonic } from '../../validation/mnemonic.js'
import { unwrapResult } from '../../validation/result.js'
import { decryptSecret } from '../keystore/decryptSecret.js'
import type { EncryptKeystoreOptions } from '../keystore/encryptKeystore.js'
import { encryptSecret } from '../keystore/encryptSecret.js'
import { invalidKeystore } from '../keystore/kdf.js'
import { DERIVATION_SCHEMES, type DerivationScheme } from './derivationPath.js'
import { type EncryptedPhrase, encryptedPhraseSchema } from './encryptedPhraseSchema.js'

export { type EncryptedPhrase, encryptedPhraseSchema }

/** A recovery phrase and its optional BIP39 passphrase (the "25th word"; '' when none). */
export interface RecoveryPhrase {
  mnemonic: string
  passphrase: string
}

/** Longest BIP39 passphrase we accept (characters). */
export const PASSPHRASE_MAX_LENGTH = 256

const plaintextSchema = /* @__PURE__ */ z.object({ mnemonic: z.string(), passphrase: z.string() })

/** Checks a BIP39 passphrase: any text (also empty) up to 256 characters. Never trimmed: every character counts. */
export function checkPassphrase(passphrase: unknown): string {
  if (passphrase === undefined) return ''
  if (typeof passphrase !== 'string' || passphrase.length > PASSPHRASE_MAX_LENGTH) {
    throw new ValidationError(
      'PASSPHRASE_INVALID',
      `The passphrase must be text of at most ${PASSPHRASE_MAX_LENGTH} characters`,
    )
  }
  return passphrase
}

export interface EncryptPhraseParameters extends EncryptKeystoreOptions {
  mnemonic: string
  passphrase?: string | undefined
  scheme: DerivationScheme
  password: string
  /** Keeps the id of an existing record (a password change); new records get a uuid. */
  id?: string | undefined
}

/** Encrypts a phrase (and passphrase) under the wallet password. */
export async function encryptPhrase({
  mnemonic,
  passphrase,
  scheme,
  password,
  id = uuidV4(randomBytes(16)),
  ...options
}: EncryptPhraseParameters): Promise<EncryptedPhrase> {
  const phrase = unwrapResult(validateMnemonic(mnemonic))
  const secret = checkPassphrase(passphrase)
  if (!(DERIVATION_SCHEMES as readonly string[]).includes(scheme)) {
    throw new ValidationError(
      'DERIVATION_PATH_INVALID',
      `The derivation path must be one of ${DERIVATION_SCHEMES.join(', ')}`,
    )
  }
  const plaintext = new TextEncoder().encode(JSON.stringify({ mnemonic: phrase, passphrase: secret }))
  const crypto = await encryptSecret(plaintext, password, options)
  plaintext.fill(0)
  return { version: 1, id, scheme, hasPassphrase: secret !== '', crypto }
}

/** Decrypts a phrase record. Wrong password: KeystoreError `KEYSTORE_BAD_PASSWORD`. */
export async function decryptPhrase(record: EncryptedPhrase, password: string): Promise<RecoveryPhrase> {
  const parsed = encryptedPhraseSchema.safeParse(record)
  if (!parsed.success) throw invalidKeystore()
  const bytes = await decryptSecret(parsed.data.crypto, password)
  let plain: unknown
  try {
    plain = JSON.parse(new TextDecoder().decode(bytes))
  } catch (cause) {
    throw invalidKeystore(cause)
  } finally {
    bytes.fill(0)
  }
  const result = plaintextSchema.safeParse(plain)
  if (!result.success)
    throw new KeystoreError('KEYSTORE_INVALID', 'The stored recovery phrase cannot be read')
  return result.data
}
