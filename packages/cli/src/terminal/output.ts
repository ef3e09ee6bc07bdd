import { ExitCode } from '../errors/exitCodes.js'
import { escapeJsonControl, renderForTerminal, styleMarker } from './escape.js'

export interface OutputOptions {
  json: boolean
  color: boolean
  stdout?: NodeJS.WritableStream
  stderr?: NodeJS.WritableStream
}

/** Where a command writes. With `--json` stdout carries only the one JSON result; all else goes to stderr. */
export interface Output {
  readonly json: boolean
  /** The command's result: JSON on stdout with --json, otherwise the human rendering. */
  result(value: unknown, human: () => string): void
  /** A progress or info line for people (stderr with --json, stdout otherwise). */
  info(line: string): void
  /** A warning line (always stderr). */
  warn(line: string): void
  /** An error line, printed once, without a stack trace; `extra` goes into the JSON error document. */
  error(line: string, code?: string, extra?: Record<string, unknown>): void
  /** Styles text when colour is on. */
  style(kind: 'bold' | 'dim' | 'green' | 'red' | 'yellow' | 'cyan', text: string): string
}

const ansi = {
  bold: [1, 22],
  dim: [2, 22],
  green: [32, 39],
  red: [31, 39],
  yellow: [33, 39],
  cyan: [36, 39],
} as const

/**
 * Turns bigints into decimal strings so results stay valid JSON; every control character of a string (chain
 * text included) comes out as a \u escape.
 */
export function toJson(value: unknown): string {
  return escapeJsonControl(JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2))
}

export function createOutput(options: OutputOptions): Output {
  const stdout = options.stdout ?? process.stdout
  const stderr = options.stderr ?? process.stderr
  const style: Output['style'] = (kind, text) =>
    options.color ? `${styleMarker(ansi[kind][0])}${text}${styleMarker(ansi[kind][1])}` : text
  // Every human line is escaped here, whatever part of it came from the chain (docs/decisions.md#untrusted-text-in-the-terminal).
  const line = (text: string) => `${renderForTerminal(text, options.color)}\n`
  return {
    json: options.json,
    result(value, human) {
      if (options.json) stdout.write(`${toJson(value)}\n`)
      else {
        const text = human()
        if (text !== '') stdout.write(line(text))
      }
    },
    info(text) {
      ;(options.json ? stderr : stdout).write(line(text))
    },
    warn(text) {
      stderr.write(line(`${style('yellow', 'warning:')} ${text}`))
    },
    error(text, code, extra) {
      if (options.json) {
        const document = { ok: false, error: { code: code ?? 'ERROR', message: text }, ...extra }
        stdout.write(`${toJson(document)}\n`)
      }
      stderr.write(line(`${style('red', 'error:')} ${text}`))
    },
    style,
  }
}

/** True when colour should be used: a TTY, no NO_COLOR, no --no-color. */
export function shouldUseColor(
  flag: boolean | undefined,
  stream: NodeJS.WriteStream = process.stdout,
): boolean {
  if (flag === false) return false
  if (process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '') return false
  return Boolean(stream.isTTY)
}

export { ExitCode }
