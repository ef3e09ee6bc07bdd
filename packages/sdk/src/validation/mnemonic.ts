import { Mnemonic } from 'ethers'
import * as z from 'zod'
import { MNEMONIC_WORDS_RESTORE } from '../constants/limits.js'
import { MESSAGES } from './messages.js'
import { codeParams, runSchema, type ValidationResult } from './result.js'

/**
 * Lower-cases, trims and collapses whitespace, as the restore form does
 * (docs/behaviour/wallets-and-accounts.md#validation).
 */
export function normalizeMnemonic(input: string): string {
  return input.toLowerCase().trim().replace(/\s+/g, ' ')
}

const hasRestoreWordCount = (phrase: string) =>
  /^[a-z ]+$/.test(phrase) && (MNEMONIC_WORDS_RESTORE as readonly number[]).includes(phrase.split(' ').length)

const isValidPhrase = (phrase: string) => {
  try {
    return Mnemonic.isValidMnemonic(phrase)
  } catch {
    // ethers throws on words outside the list; that is simply "not valid".
    return false
  }
}

/** Recovery phrase on restore: letters and single spaces, 12 or 24 words, a valid BIP39 English phrase. */
export const mnemonicSchema = /* @__PURE__ */ z
  .string({ error: MESSAGES.mnemonicWordCount })
  .transform(normalizeMnemonic)
  .refine(hasRestoreWordCount, {
    error: MESSAGES.mnemonicWordCount,
    .../* @__PURE__ */ codeParams('MNEMONIC_INVALID'),
    abort: true,
  })
  .refine(isValidPhrase, {
    error: MESSAGES.mnemonicInvalid,
    .../* @__PURE__ */ codeParams('MNEMONIC_INVALID'),
  })

/** Validates and normalises a recovery phrase typed on restore. */
export const validateMnemonic = (input: unknown): ValidationResult<string> =>
  runSchema(mnemonicSchema, input, 'MNEMONIC_INVALID')

/**
 * Checks the words picked so far in the create wizard's verification step against the phrase. A wrong
 * word shows the error at once; `complete` turns true when every word is picked in order.
 */
export function validateMnemonicVerification(
  picked: readonly string[],
  words: readonly string[],
): ValidationResult<{ complete: boolean }> {
  const inOrder = picked.length <= words.length && picked.every((word, index) => word === words[index])
  if (!inOrder)
    return { ok: false, message: MESSAGES.mnemonicOrderIncorrect, code: 'MNEMONIC_ORDER_INCORRECT' }
  return { ok: true, value: { complete: picked.length === words.length } }
}
