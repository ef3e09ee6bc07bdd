// `ftm wallet reveal` at a real terminal: tmux (private server) runs the built binary; the phrase shows, Enter hides
// it, and neither the screen nor the scrollback keeps it.
import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BIN, createHome, expectOk, ftm } from './ftm.js'

const SERVER = `ftm-cli-reveal-${process.pid}`
const SESSION = 'reveal'
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SERVER, ...args], { encoding: 'utf8' })
/** The visible screen and the whole scrollback. */
const everything = () => tmux('capture-pane', '-p', '-S', '-', '-t', SESSION)

async function waitFor(pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const until = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < until) {
    last = everything()
    if (pattern.test(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`screen never showed ${pattern}:\n${last}`)
}

let home: string
let phrase: string

describe('wallet reveal at a terminal', () => {
  beforeAll(async () => {
    let passwordFile: string
    ;({ home, passwordFile } = await createHome('reveal'))
    const phraseFile = join(home, 'phrase.txt')
    expectOk(
      await ftm({ home }, 'wallet', 'create', '--password-file', passwordFile, '--mnemonic-out', phraseFile),
    )
    phrase = (await readFile(phraseFile, 'utf8')).trim()
    const command = [
      `env XDG_CONFIG_HOME=${home} NO_COLOR=1 FTM_PASSWORD=`,
      `${process.execPath} ${BIN} wallet reveal --phrase --yes --password-file ${passwordFile}; echo "EXIT=$?"; sleep 120`,
    ].join(' ')
    tmux('new-session', '-d', '-s', SESSION, '-x', '200', '-y', '50', command)
  })

  afterAll(() => {
    tmux('kill-server')
  })

  it('warns, shows the phrase, and clears it from the screen and the scrollback when Enter is pressed', async () => {
    const shown = await waitFor(/Hidden in 60 s, or press Enter\./)
    expect(shown).toContain('anyone who sees the recovery phrase')
    expect(shown).toContain(phrase)
    tmux('send-keys', '-t', SESSION, 'Enter')
    const after = await waitFor(/EXIT=0/)
    expect(after).toContain('The recovery phrase was hidden.')
    expect(after).not.toContain(phrase.split(' ').slice(0, 3).join(' '))
  })
})
