// A real terminal for the CLI's interactive tests: tmux, on a private server of its own, runs the built binary;
// the test types into it with send-keys and reads it with capture-pane.
import { execFileSync } from 'node:child_process'
import { BIN } from './ftm.js'

export interface TerminalOptions {
  /** The tmux session's name (the private server is named after it and this process). */
  session: string
  /** Columns and rows of the terminal. */
  width: number
  height: number
  /** Variables set for the binary (XDG_CONFIG_HOME, NO_COLOR, …), before `args`. */
  env: Readonly<Record<string, string>>
  /** The binary's arguments. */
  args: readonly string[]
  /** What `screen` reads: the visible screen (default), or the screen and the whole scrollback. */
  capture?: 'screen' | 'scrollback'
  /** How long `waitFor` waits by default (ms). */
  waitMs?: number
}

export interface Terminal {
  /** Presses keys (tmux key names or text). */
  type(...keys: string[]): void
  /** What the terminal shows now (with `capture: 'scrollback'`, the scrollback too). */
  screen(): string
  /** Waits (bounded) until the screen shows `pattern`, and returns the screen. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>
  /** Ends the private server and everything running in it. */
  close(): void
}

/** Quoted for the shell tmux runs the command with. */
const quote = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`

/**
 * Starts `ftm ...args` in a new terminal; when the binary exits, the terminal shows `EXIT=<status>` and stays
 * open (two minutes) to be read.
 */
export function startTerminal(options: TerminalOptions): Terminal {
  const { session, width, height, env, args, capture = 'screen', waitMs = 20_000 } = options
  const server = `ftm-cli-${session}-${process.pid}`
  const tmux = (...words: string[]) => execFileSync('tmux', ['-L', server, ...words], { encoding: 'utf8' })
  const command = [
    'env',
    ...Object.entries(env).map(([name, value]) => `${name}=${quote(value)}`),
    quote(process.execPath),
    quote(BIN),
    ...args.map(quote),
    '; echo "EXIT=$?"; sleep 120',
  ].join(' ')
  tmux('new-session', '-d', '-s', session, '-x', String(width), '-y', String(height), command)

  const screen = () =>
    capture === 'scrollback'
      ? tmux('capture-pane', '-p', '-S', '-', '-t', session)
      : tmux('capture-pane', '-p', '-t', session)
  return {
    type: (...keys) => {
      tmux('send-keys', '-t', session, ...keys)
    },
    screen,
    async waitFor(pattern, timeoutMs = waitMs) {
      const until = Date.now() + timeoutMs
      let last = ''
      while (Date.now() < until) {
        last = screen()
        if (pattern.test(last)) return last
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`screen never showed ${pattern}:\n${last}`)
    },
    close: () => {
      tmux('kill-server')
    },
  }
}
