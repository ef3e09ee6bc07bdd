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
  onNetworkError(error: Error, index: number): void
  /** Which errors mean "this endpoint failed, try the next" (default: ApiNetworkError). */
  isEndpointFailure?: (error: unknown) => error is Error
  /** The reason an attempt is aborted with after `attemptTimeout` (default: ApiNetworkError `API_TIMEOUT`). */
  timeoutError?: () => Error
}

const ROUND_FINISHED = /* @__PURE__ */ Symbol('round finished')

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
  const isEndpointFailure =
    parameters.isEndpointFailure ?? ((error: unknown): error is Error => error instanceof ApiNetworkError)
  const timeoutError =
    parameters.timeoutError ??
    (() => new ApiNetworkError('API_TIMEOUT', `The Fantom API did not answer in ${attemptTimeout} ms`))
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
          controller.abort(timeoutError())
        }, attemptTimeout),
      )
      attempt(index, controller.signal).then(
        (value) => finish(() => resolve({ value, index })),
        (error: unknown) => {
          if (settled) return
          if (!isEndpointFailure(error)) return finish(() => reject(error))
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
