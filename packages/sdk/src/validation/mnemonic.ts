import { Mnemonic, wordlists } from 'ethers'
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

const wordList = () => wordlists.en!

/** The first word (1-based position) that is not in the BIP39 English list, if any. */
function findUnknownWord(phrase: string): { position: number; word: string } | null {
  const words = phrase === '' ? [] : phrase.split(' ')
  const list = wordList()
  const index = words.findIndex((word) => list.getWordIndex(word) < 0)
  return index < 0 ? null : { position: index + 1, word: words[index]! }
}

/**
 * The message for a word outside the list: it names the word and its position, so the user can fix a typo. The word
 * is not in the list, so it is not a word of any phrase; the message stays in the form (or the CLI's stderr).
 */
export const formatUnknownWordMessage = (position: number, word: string): string =>
  `Word ${position} ("${word}") is not in the BIP39 English word list`

const isValidPhrase = (phrase: string) => {
  try {
    return Mnemonic.isValidMnemonic(phrase)
  } catch {
    // ethers throws on words outside the list; that is simply "not valid".
    return false
  }
}

const invalid = (ctx: z.RefinementCtx, message: string) =>
  ctx.addIssue({ code: 'custom', message, ...codeParams('MNEMONIC_INVALID') })

/**
 * Recovery phrase on restore: words of the BIP39 English list (a word outside it is named with its position), 12, 15,
 * 18, 21 or 24 of them (another count says which are accepted), with a valid checksum
 * (docs/behaviour/wallets-and-accounts.md#validation).
 */
export const mnemonicSchema = /* @__PURE__ */ z
  .string({ error: MESSAGES.mnemonicWordCount })
  .transform(normalizeMnemonic)
  .superRefine((phrase, ctx) => {
    if (phrase === '') return invalid(ctx, MESSAGES.mnemonicWordCount)
    const unknown = findUnknownWord(phrase)
    if (unknown) return invalid(ctx, formatUnknownWordMessage(unknown.position, unknown.word))
    const count = phrase.split(' ').length
    if (!(MNEMONIC_WORDS_RESTORE as readonly number[]).includes(count)) {
      return invalid(ctx, `${MESSAGES.mnemonicWordCount} (this one has ${count})`)
    }
    if (!isValidPhrase(phrase)) invalid(ctx, MESSAGES.mnemonicInvalid)
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
