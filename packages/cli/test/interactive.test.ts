// The interactive `wallet create`, driven through a real terminal: tmux (private server) runs the built binary,
// the test types into it with send-keys and reads the screen with capture-pane.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { computeAddress } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHome, ftm, PASSWORD } from './ftm.js'
import { startTerminal, type Terminal } from './terminal.js'

let terminal: Terminal
const type = (...keys: string[]) => terminal.type(...keys)
const waitFor = (pattern: RegExp, timeoutMs?: number) => terminal.waitFor(pattern, timeoutMs)

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
  throw new Error(`the prompt for word #${position} never showed the typed word:\n${terminal.screen()}`)
}

let home: string

describe('interactive wallet create in a terminal', () => {
  beforeAll(async () => {
    ;({ home } = await createHome('tmux'))
    terminal = startTerminal({
      session: 'create',
      width: 120,
      height: 50,
      env: { XDG_CONFIG_HOME: home, NO_COLOR: '1', FTM_INSECURE_TEST_SCRYPT_N: '1024', FTM_PASSWORD: '' },
      args: ['wallet', 'create', '--name', 'Typed', '--show-private-key'],
    })
  })

  afterAll(() => {
    terminal?.close()
  })

  it('asks for the password twice, shows the phrase (and the private key asked for) once, checks the whole phrase in order and saves the wallet', async () => {
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
    const privateKey = shown.match(/Private key of the first account[^\n]*\n(0x[0-9a-f]{64})/)?.[1]
    expect(privateKey).toBeDefined()
    type('Enter')

    // Every word, in order, from the words shown shuffled (the web wizard's verification step).
    const prompt = await waitFor(/Word #1\s*$/m)
    // The phrase and the key were cleared from the screen before the first question.
    expect(prompt).not.toMatch(/ 1\. [a-z]+/)
    expect(prompt).not.toContain(privateKey)
    expect(prompt).toContain('Type the 24 words of your recovery phrase in order')
    for (const word of words.values()) expect(prompt).toContain(word)
    // A word out of order is refused at once and asked again.
    const wrong = words.get(2) === words.get(1) ? words.get(3) : words.get(2)
    await typeAnswer(1, wrong as string)
    await waitFor(/Incorrect mnemonic phrase order\./)
    for (let position = 1; position <= 24; position += 1) {
      await typeAnswer(position, words.get(position) as string)
      if (position < 24) await waitFor(new RegExp(`Word #${position + 1}\\s*$`, 'm'))
    }
    const done = await waitFor(/EXIT=\d+/)
    expect(done).toMatch(/Created Typed: 0x[0-9a-fA-F]{40}/)
    expect(done).toMatch(/EXIT=0/)
    const created = done.match(/Created Typed: (0x[0-9a-fA-F]{40})/)?.[1]
    expect(computeAddress(privateKey as string)).toBe(created)

    const keystores = (await readdir(join(home, 'ftm-wallet'))).filter((name) => name.startsWith('keystore.'))
    expect(keystores).toHaveLength(1)
    const list = await ftm({ home }, 'wallet', 'list', '--json')
    expect(list.json<{ wallets: Array<{ name: string; active: boolean }> }>().wallets).toEqual([
      expect.objectContaining({ name: 'Typed', active: true }),
    ])
  })

  it('shows the private key only at a terminal: with --mnemonic-out it is refused (exit 2) and nothing is saved', async () => {
    const other = await createHome('no-key-shown')
    const run = await ftm(
      { home: other.home },
      'wallet',
      'create',
      '--show-private-key',
      '--mnemonic-out',
      join(other.home, 'phrase.txt'),
      '--password-file',
      other.passwordFile,
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('--show-private-key shows the key beside the phrase at a terminal')
    expect(run.stdout + run.stderr).not.toMatch(/0x[0-9a-f]{64}/)
    expect(await readdir(join(other.home, 'ftm-wallet')).catch(() => [])).not.toContainEqual(
      expect.stringMatching(/^keystore\./),
    )
  })
})
