import type { Timers } from './createApiStatus.js'
import { ApiNetworkError } from './errors.js'

export interface HedgedRoundParameters<T> {
  /** Endpoint indexes in the order to try them. */
  order: readonly number[]
  /** One attempt against one endpoint; must reject when `signal` aborts. */
  attempt(index: number, signal: AbortSignal): Promise<T>
  /** Start the next endpoint when the running ones have not answered after this long; false = never. */
  hedgeDelay: number | false
  attemptTimeout: number
  timers: Timers
  signal?: AbortSignal | undefined
  onNetworkError(error: ApiNetworkError, index: number): void
}

const ROUND_FINISHED = Symbol('round finished')

/**
 * One pass over the endpoints. The first one starts at once; the next starts as soon as a running attempt
 * fails with a network error, or when nobody answered within `hedgeDelay`. The first answer (data or a
 * GraphQL/response error) settles the round and aborts the others. Rejects with the last ApiNetworkError
 * when every endpoint failed without answering.
 */
export function runHedgedRound<T>(
  parameters: HedgedRoundParameters<T>,
): Promise<{ value: T; index: number }> {
  const { order, attempt, hedgeDelay, attemptTimeout, timers, signal } = parameters
  return new Promise((resolve, reject) => {
    const controllers: AbortController[] = []
    const attemptTimers: unknown[] = []
    let hedgeTimer: unknown
    let started = 0
    let failed = 0
    let settled = false

    const finish = (settle: () => void) => {
      if (settled) return
      settled = true
      if (hedgeTimer !== undefined) timers.clearTimeout(hedgeTimer)
      for (const handle of attemptTimers) timers.clearTimeout(handle)
      for (const controller of controllers) controller.abort(ROUND_FINISHED)
      signal?.removeEventListener('abort', onAbort)
      settle()
    }
    const onAbort = () => finish(() => reject(signal?.reason))

    const startNext = () => {
      if (hedgeTimer !== undefined) timers.clearTimeout(hedgeTimer)
      hedgeTimer = undefined
      if (settled || started >= order.length) return
      const index = order[started++] as number
      const controller = new AbortController()
      controllers.push(controller)
      attemptTimers.push(
        timers.setTimeout(() => {
          controller.abort(
            new ApiNetworkError('API_TIMEOUT', `The Fantom API did not answer in ${attemptTimeout} ms`),
          )
        }, attemptTimeout),
      )
      attempt(index, controller.signal).then(
        (value) => finish(() => resolve({ value, index })),
        (error: unknown) => {
          if (settled) return
          if (!(error instanceof ApiNetworkError)) return finish(() => reject(error))
          parameters.onNetworkError(error, index)
          failed++
          if (failed === order.length) return finish(() => reject(error))
          startNext()
        },
      )
      if (hedgeDelay !== false && started < order.length)
        hedgeTimer = timers.setTimeout(startNext, hedgeDelay)
    }

    if (signal?.aborted) return reject(signal.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    startNext()
  })
}
