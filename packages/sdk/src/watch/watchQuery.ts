import { DEFAULT_POLL_INTERVAL } from '../constants/timing.js'
import { createPoller, type PollerOptions } from './createPoller.js'

export interface WatchQueryParameters<T> extends Partial<PollerOptions> {
  /** A query function call, e.g. `(signal) => getGasPrice(client, { signal })`. */
  query(signal: AbortSignal): Promise<T>
  onData(data: T): void
  onError?: ((error: unknown) => void) | undefined
}

/**
 * Polls any query (default every 3000 ms, docs/behaviour/app-shell.md#polling), pausing while the page is hidden.
 *
 * @example
 * const unwatch = watchQuery({ query: (signal) => getFtmPrice(client, { signal }), onData: setPrice })
 */
export function watchQuery<T>(parameters: WatchQueryParameters<T>): () => void {
  const { query, onData, interval = DEFAULT_POLL_INTERVAL } = parameters
  return createPoller({
    ...parameters,
    interval,
    run: async (signal) => onData(await query(signal)),
  })
}
