import { systemTimers, type Timers } from '../api/createApiStatus.js'
import { createDocumentVisibility, type VisibilitySource } from './visibility.js'

export interface PollerOptions {
  /** ms between the end of one run and the start of the next */
  interval: number
  /** Defaults to the document's visibility (always visible outside a browser). */
  visibility?: VisibilitySource | undefined
  timers?: Timers | undefined
}

export interface CreatePollerParameters extends PollerOptions {
  /** One poll. `signal` aborts when polling stops (ending the client's retries). */
  run(signal: AbortSignal): Promise<void>
  onError?: ((error: unknown) => void) | undefined
}

/**
 * Runs `run` now and then `interval` ms after each run ends (never two at once). While the page is hidden
 * nothing is scheduled; becoming visible polls at once. Returns the stop function.
 */
export function createPoller(parameters: CreatePollerParameters): () => void {
  const { interval, run, onError } = parameters
  const visibility = parameters.visibility ?? createDocumentVisibility()
  const timers = parameters.timers ?? systemTimers
  if (!Number.isFinite(interval) || interval <= 0)
    throw new RangeError('interval must be a positive number of ms')
  const controller = new AbortController()
  let timer: unknown
  let running = false
  let stopped = false

  const schedule = () => {
    if (stopped || running || timer !== undefined || !visibility.isVisible()) return
    timer = timers.setTimeout(tick, interval)
  }
  const tick = async () => {
    timer = undefined
    if (stopped || running || !visibility.isVisible()) return
    running = true
    try {
      await run(controller.signal)
    } catch (error) {
      if (!stopped) onError?.(error)
    } finally {
      running = false
    }
    schedule()
  }
  const unsubscribe = visibility.subscribe(() => {
    if (!visibility.isVisible()) {
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
    } else if (timer === undefined && !running) {
      void tick()
    }
  })

  void tick()
  return () => {
    stopped = true
    if (timer !== undefined) timers.clearTimeout(timer)
    unsubscribe()
    controller.abort(new DOMException('Polling stopped', 'AbortError'))
  }
}
