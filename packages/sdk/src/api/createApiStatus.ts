import { API_OFFLINE_FLAG_DELAY } from '../constants/timing.js'
import { createObservableState } from './createObservableState.js'

export type ApiStatusState = 'online' | 'offline'

/** Timer functions, injectable so tests and simulations control time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Whether the Fantom API answers. The client reports into it; UIs subscribe to it. */
export interface ApiStatus {
  getState(): ApiStatusState
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (state: ApiStatusState) => void): () => void
  /** An attempt failed without an answer (refused, timeout, 5xx). */
  reportNetworkError(): void
  /** The server answered (data or GraphQL errors). */
  reportSuccess(): void
}

export interface CreateApiStatusParameters {
  /**
   * How long failures must last before the API is flagged offline (default 600 ms,
   * docs/behaviour/app-shell.md#network-and-api-status).
   */
  offlineDelay?: number
  timers?: Timers
}

/**
 * docs/behaviour/app-shell.md#network-and-api-status: after a network error the API is flagged offline only if no
 * answer arrived in the next 600 ms; the next successful response flags it online again.
 *
 * @example
 * const status = createApiStatus()
 * const client = createApiClient({ network: mainnet, status })
 * status.subscribe((s) => showApiPopover(s === 'offline'))
 */
export function createApiStatus(parameters: CreateApiStatusParameters = {}): ApiStatus {
  const { offlineDelay = API_OFFLINE_FLAG_DELAY, timers = systemTimers } = parameters
  const { getState, subscribe, set } = createObservableState<ApiStatusState>('online')
  let pending: unknown

  return {
    getState,
    subscribe,
    reportNetworkError() {
      if (getState() === 'offline' || pending !== undefined) return
      pending = timers.setTimeout(() => {
        pending = undefined
        set('offline')
      }, offlineDelay)
    },
    reportSuccess() {
      if (pending !== undefined) timers.clearTimeout(pending)
      pending = undefined
      set('online')
    },
  }
}
