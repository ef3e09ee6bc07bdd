import { randomInt } from 'node:crypto'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { askText } from '../../terminal/prompt.js'

/** How many words the user types back to show the phrase was written down. */
const CHECKED_WORDS = 3
const MAX_TRIES = 3

/**
 * Shows the recovery phrase once on the terminal (stderr, never stdout, so it cannot end up in a piped
 * result), waits, clears it and asks for a few of its words: the create wizard's steps 2 and 3.
 */
export async function showAndVerifyPhrase(context: CommandContext<unknown>, mnemonic: string): Promise<void> {
  const words = mnemonic.split(' ')
  const lines = words.map((word, i) => `${String(i + 1).padStart(2)}. ${word}`)
  const columns = 4
  const rows: string[] = []
  for (let r = 0; r < Math.ceil(lines.length / columns); r += 1) {
    rows.push(
      lines
        .filter((_, i) => i % Math.ceil(lines.length / columns) === r)
        .map((cell) => cell.padEnd(18))
        .join(''),
    )
  }
  const out = process.stderr
  out.write(
    '\nYour recovery phrase. Write it down in this order and keep it offline; anyone who has it owns the wallet.\n\n',
  )
  out.write(`${rows.join('\n')}\n\n`)
  await askText(context, {
    what: 'confirmation',
    hint: '--mnemonic-out FILE',
    message: 'Press Enter when you have written it down',
  })
  // Clear the screen and scrollback so the phrase does not stay on the terminal.
  if (out.isTTY) out.write('\u001b[2J\u001b[3J\u001b[H')

  const positions = new Set<number>()
  while (positions.size < CHECKED_WORDS) positions.add(randomInt(words.length))
  for (const position of [...positions].sort((a, b) => a - b)) {
    let ok = false
    for (let attempt = 0; attempt < MAX_TRIES && !ok; attempt += 1) {
      const typed = await askText(context, {
        what: 'a word of the phrase',
        hint: '--mnemonic-out FILE',
        message: `Word #${position + 1}`,
      })
      ok = typed.trim().toLowerCase() === words[position]
      if (!ok) out.write('Incorrect mnemonic phrase order.\n')
    }
    if (!ok)
      throw new CliError('MNEMONIC_NOT_VERIFIED', 'Incorrect mnemonic phrase order. Nothing was saved.')
  }
}
