import { describe, expect, it } from 'vitest'
import { escapeControl, renderForTerminal } from './escape.js'
import { createOutput, toJson } from './output.js'
import { formatTable } from './table.js'

const ESC = '\u001b'
const BEL = '\u0007'
// A token name that clears the screen, sets the clipboard with OSC 52 and rings the bell.
const HOSTILE = `Evil${ESC}[2J${ESC}]52;c;ZWNobyBoaQ==${BEL}Coin\r\u009b31m\u202e`

/** Raw control characters (C0 but newline and tab, DEL, C1, bidi overrides) in `text`, as code points. */
const rawControls = (text: string) =>
  [...text]
    .map((c) => c.codePointAt(0) ?? 0)
    .filter(
      (n) =>
        (n < 0x20 && n !== 0x0a && n !== 0x09) || (n >= 0x7f && n <= 0x9f) || (n >= 0x202a && n <= 0x202e),
    )

const sink = (lines: string[]) =>
  ({ write: (s: string) => lines.push(s) }) as unknown as NodeJS.WritableStream

describe('escapeControl', () => {
  it('writes C0 (but newline and tab), DEL, C1 and bidi overrides visibly', () => {
    expect(escapeControl(HOSTILE)).toBe('Evil\\x1b[2J\\x1b]52;c;ZWNobyBoaQ==\\x07Coin\\x0d\\x9b31m\\u202e')
    expect(escapeControl('two\nlines\tand a tab\u007f')).toBe('two\nlines\tand a tab\\x7f')
    expect(escapeControl('plain Ünïcode €')).toBe('plain Ünïcode €')
  })
})

describe('output sink', () => {
  it('escapes results, info, warnings and errors, and keeps its own colours', () => {
    const out: string[] = []
    const err: string[] = []
    const output = createOutput({ json: false, color: true, stdout: sink(out), stderr: sink(err) })
    output.result({}, () => `${output.style('bold', 'Token')} ${HOSTILE}`)
    output.info(HOSTILE)
    output.warn(HOSTILE)
    output.error(`execution reverted: ${HOSTILE}`)
    const all = [...out, ...err].join('')
    // the only ESC bytes left are our own SGR colour codes
    const ours = [`${ESC}[1m`, `${ESC}[22m`, `${ESC}[33m`, `${ESC}[31m`, `${ESC}[39m`]
    expect(rawControls(ours.reduce((text, code) => text.replaceAll(code, ''), all))).toEqual([])
    expect(out[0]).toBe(
      `${ESC}[1mToken${ESC}[22m Evil\\x1b[2J\\x1b]52;c;ZWNobyBoaQ==\\x07Coin\\x0d\\x9b31m\\u202e\n`,
    )
    expect(err.join('')).toContain(`${ESC}[31merror:${ESC}[39m execution reverted: Evil\\x1b[2J`)
  })

  it('lets no chain text forge a colour marker, with or without colour', () => {
    const out: string[] = []
    const output = createOutput({ json: false, color: false, stdout: sink(out) })
    output.info(`${output.style('red', 'x')} \ue00031\ue001 ${HOSTILE}`)
    expect(out[0]).toBe('x \ue00031\ue001 Evil\\x1b[2J\\x1b]52;c;ZWNobyBoaQ==\\x07Coin\\x0d\\x9b31m\\u202e\n')
    expect(renderForTerminal(`${ESC}[31m`, true)).toBe('\\x1b[31m')
  })

  it('keeps --json valid and free of raw control characters, C1 and bidi included', () => {
    const out: string[] = []
    const output = createOutput({ json: true, color: false, stdout: sink(out), stderr: sink([]) })
    output.result({ name: HOSTILE }, () => '')
    expect(rawControls(out.join(''))).toEqual([])
    expect(JSON.parse(out.join(''))).toEqual({ name: HOSTILE })
    expect(toJson('\u009b')).toBe('"\\u009b"')
  })

  it('aligns table columns by what the terminal shows', () => {
    const table = formatTable(
      ['Symbol', 'Name'],
      [
        [`A${BEL}`, 'x'],
        ['LONGER', 'y'],
      ],
    )
    expect(renderForTerminal(table, false).split('\n')).toEqual(['Symbol  Name', 'A\\x07   x', 'LONGER  y'])
  })
})
