import { randomInt } from 'node:crypto'
import type { CommandContext } from '../../invocation/action.js'
import { askText } from '../../terminal/prompt.js'

/** The create wizard's message for a word out of order (docs/behaviour/wallets-and-accounts.md#create-wizard). */
export const WRONG_ORDER = 'Incorrect mnemonic phrase order.'

const columnsOf = (cells: readonly string[], columns: number, width: number): string => {
  const perColumn = Math.ceil(cells.length / columns)
  const rows: string[] = []
  for (let r = 0; r < perColumn; r += 1) {
    rows.push(
      cells
        .filter((_, i) => i % perColumn === r)
        .map((cell) => cell.padEnd(width))
        .join('')
        .trimEnd(),
    )
  }
  return rows.join('\n')
}

/** Fisher–Yates with the crypto RNG. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

/**
 * The create wizard's steps 2 and 3 at a terminal (docs/behaviour/wallets-and-accounts.md#create-wizard): the phrase
 * shown once (stderr, never stdout, so it cannot end up in a piped result) with the first account's private key when
 * asked for, then cleared; then the whole phrase typed back in order, word by word, from its words shown shuffled. A
 * word out of order says 'Incorrect mnemonic phrase order.' at once and is asked again; nothing is saved before all
 * the words are right.
 */
export async function showAndVerifyPhrase(
  context: CommandContext<unknown>,
  mnemonic: string,
  privateKey?: string,
): Promise<void> {
  const words = mnemonic.split(' ')
  const out = process.stderr
  out.write(
    '\nYour recovery phrase. Write it down in this order and keep it offline; anyone who has it owns the wallet.\n\n',
  )
  out.write(
    `${columnsOf(
      words.map((word, i) => `${String(i + 1).padStart(2)}. ${word}`),
      4,
      18,
    )}\n\n`,
  )
  if (privateKey !== undefined) {
    out.write(`Private key of the first account (anyone who has it owns that account):\n${privateKey}\n\n`)
  }
  await askText(context, {
    what: 'confirmation',
    hint: '--mnemonic-out FILE',
    message: 'Press Enter when you have written it down',
  })
  // Clear the screen and scrollback so the phrase does not stay on the terminal.
  if (out.isTTY) out.write('\u001b[2J\u001b[3J\u001b[H')

  out.write(
    `\nType the ${words.length} words of your recovery phrase in order. Its words, shuffled:\n\n${columnsOf(shuffled(words), 6, 14)}\n\n`,
  )
  for (let position = 0; position < words.length; position += 1) {
    await askText(context, {
      what: 'a word of the phrase',
      hint: '--mnemonic-out FILE',
      message: `Word #${position + 1}`,
      validate: (typed) => (typed.trim().toLowerCase() === words[position] ? true : WRONG_ORDER),
    })
  }
}
