// Pure helpers of the create and restore wizards.
import { validateMnemonicVerification } from '../../validation/mnemonic.js'
import { validateNewPassword } from '../../validation/password.js'

/** A shuffled copy of `items` (Fisher–Yates) with an injected random source in [0, 1). */
export function shuffleWords<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.min(i, Math.floor(random() * (i + 1)))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

/** The words picked so far, from indexes into the shuffled list. */
export const computePickedWords = (shuffled: readonly string[], picked: readonly number[]): string[] =>
  picked.map((index) => shuffled[index] ?? '')

/**
 * The message of a new password and its re-entry, or null when both are fine
 * (docs/behaviour/wallets-and-accounts.md#validation).
 */
export function computeNewPasswordError(password: unknown, confirmation: unknown): string | null {
  const result = validateNewPassword({ password, confirmation })
  return result.ok ? null : result.message
}

/** 'Incorrect mnemonic phrase order.' as soon as a word is out of order, else null. */
export function computeVerificationError(
  words: readonly string[],
  pickedWords: readonly string[],
): string | null {
  const result = validateMnemonicVerification(pickedWords, words)
  return result.ok ? null : result.message
}

/** Every word is picked, in order. */
export function isVerificationComplete(words: readonly string[], pickedWords: readonly string[]): boolean {
  const result = validateMnemonicVerification(pickedWords, words)
  return result.ok && result.value.complete
}
