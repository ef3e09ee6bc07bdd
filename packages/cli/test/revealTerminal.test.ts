// `ftm wallet reveal` at a real terminal: tmux (private server) runs the built binary; the phrase shows, Enter hides
// it, and neither the screen nor the scrollback keeps it.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHome, expectOk, ftm } from './ftm.js'
import { startTerminal, type Terminal } from './terminal.js'

let home: string
let phrase: string
let terminal: Terminal

describe('wallet reveal at a terminal', () => {
  beforeAll(async () => {
    let passwordFile: string
    ;({ home, passwordFile } = await createHome('reveal'))
    const phraseFile = join(home, 'phrase.txt')
    expectOk(
      await ftm({ home }, 'wallet', 'create', '--password-file', passwordFile, '--mnemonic-out', phraseFile),
    )
    phrase = (await readFile(phraseFile, 'utf8')).trim()
    terminal = startTerminal({
      session: 'reveal',
      width: 200,
      height: 50,
      env: { XDG_CONFIG_HOME: home, NO_COLOR: '1', FTM_PASSWORD: '' },
      args: ['wallet', 'reveal', '--phrase', '--yes', '--password-file', passwordFile],
      // The visible screen and the whole scrollback.
      capture: 'scrollback',
    })
  })

  afterAll(() => {
    terminal?.close()
  })

  it('warns, shows the phrase, and clears it from the screen and the scrollback when Enter is pressed', async () => {
    const shown = await terminal.waitFor(/Hidden in 60 s, or press Enter\./)
    expect(shown).toContain('anyone who sees the recovery phrase')
    expect(shown).toContain(phrase)
    terminal.type('Enter')
    const after = await terminal.waitFor(/EXIT=0/)
    expect(after).toContain('The recovery phrase was hidden.')
    expect(after).not.toContain(phrase.split(' ').slice(0, 3).join(' '))
  })
})
