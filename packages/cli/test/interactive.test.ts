// The interactive `wallet create`, driven through a real terminal: tmux (private server) runs the built binary,
// the test types into it with send-keys and reads the screen with capture-pane.
import { execFileSync } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIN, createHome, ftm, PASSWORD } from './ftm.js'

const SERVER = `ftm-cli-test-${process.pid}`
const SESSION = 'create'
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SERVER, ...args], { encoding: 'utf8' })
const screen = () => tmux('capture-pane', '-p', '-t', SESSION)
const type = (...keys: string[]) => tmux('send-keys', '-t', SESSION, ...keys)

/** Waits (bounded) until the screen shows `pattern`, and returns the screen. */
async function waitFor(pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < until) {
    last = screen()
    if (pattern.test(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`screen never showed ${pattern}:\n${last}`)
}

/**
 * Types one word into the prompt for `position` and presses Enter once the prompt shows it. Keys sent in the
 * moment between two prompts (the next one drawn, its input not yet attached) can be lost on a loaded machine,
 * as they would be for a person typing ahead; the word is then typed again, never submitted half-typed.
 */
async function typeAnswer(position: number, word: string): Promise<void> {
  const echoed = new RegExp(`\\? Word #${position}\\s+${word}\\s*$`, 'm')
  for (let attempt = 0; attempt < 5; attempt += 1) {
    type('C-u', word)
    try {
      await waitFor(echoed, 2_000)
      type('Enter')
      return
    } catch {
      // not echoed yet: clear the line and type it again
    }
  }
  throw new Error(`the prompt for word #${position} never showed the typed word:\n${screen()}`)
}

let home: string

describe('interactive wallet create in a terminal', () => {
  beforeAll(async () => {
    ;({ home } = await createHome('tmux'))
    const command = [
      `env XDG_CONFIG_HOME=${home} NO_COLOR=1 FTM_INSECURE_TEST_SCRYPT_N=1024 FTM_PASSWORD=`,
      `${process.execPath} ${BIN} wallet create --name Typed; echo "EXIT=$?"; sleep 120`,
    ].join(' ')
    tmux('new-session', '-d', '-s', SESSION, '-x', '120', '-y', '50', command)
  })

  afterAll(() => {
    tmux('kill-server')
  })

  it('asks for the password twice, shows the phrase once, checks three of its words and saves the wallet', async () => {
    await waitFor(/New wallet password/)
    type('short', 'Enter')
    await waitFor(/Make sure to enter at least 8 and max 200 characters/)
    type('C-u', PASSWORD, 'Enter')
    await waitFor(/Repeat the password/)
    type('Not-The-Same-1!', 'Enter')
    await waitFor(/The entered password does not match/)
    type('C-u', PASSWORD, 'Enter')

    const shown = await waitFor(/Press Enter when you have written it down/)
    const words = new Map<number, string>()
    for (const match of shown.matchAll(/(\d+)\. ([a-z]+)/g)) words.set(Number(match[1]), match[2] as string)
    expect(words.size).toBe(24)
    type('Enter')

    for (let asked = 0; asked < 3; asked += 1) {
      const prompt = await waitFor(/Word #\d+\s*$/m)
      // The phrase was cleared from the screen before the first question.
      expect(prompt).not.toMatch(/ 1\. [a-z]+/)
      const position = Number([...prompt.matchAll(/Word #(\d+)/g)].at(-1)?.[1])
      await typeAnswer(position, words.get(position) as string)
      if (asked < 2) await waitFor(new RegExp(`Word #${position}.*\\n(.|\\n)*Word #\\d+`))
    }
    const done = await waitFor(/EXIT=\d+/)
    expect(done).toMatch(/Created Typed: 0x[0-9a-fA-F]{40}/)
    expect(done).toMatch(/EXIT=0/)

    const keystores = (await readdir(join(home, 'ftm-wallet'))).filter((name) => name.startsWith('keystore.'))
    expect(keystores).toHaveLength(1)
    const list = await ftm({ home }, 'wallet', 'list', '--json')
    expect(list.json<{ wallets: Array<{ name: string; active: boolean }> }>().wallets).toEqual([
      expect.objectContaining({ name: 'Typed', active: true }),
    ])
  })
})
