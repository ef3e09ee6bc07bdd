import { escapeControl } from './escape.js'

/** A one-line progress indicator on stderr while something is waited for; silent when stderr is no terminal. */
export interface Spinner {
  update(text: string): void
  /** Clears the line. */
  stop(): void
}

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏']

export function createSpinner(text: string, stream: NodeJS.WriteStream = process.stderr): Spinner {
  if (!stream.isTTY) return { update: () => undefined, stop: () => undefined }
  let current = text
  let frame = 0
  const draw = () => {
    stream.write(`\r\u001b[2K${FRAMES[frame % FRAMES.length]} ${escapeControl(current)}`)
    frame += 1
  }
  draw()
  const timer = setInterval(draw, 80)
  return {
    update(next) {
      current = next
    },
    stop() {
      clearInterval(timer)
      stream.write('\r\u001b[2K')
    },
  }
}
