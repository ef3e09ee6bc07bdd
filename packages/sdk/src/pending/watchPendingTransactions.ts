import { createPoller, type PollerOptions } from '../watch/createPoller.js'
import {
  type CheckPendingTransactionsParameters,
  checkPendingTransactions,
} from './checkPendingTransactions.js'
import type { PendingTransaction } from './types.js'

/** ms between two passes of the tracker by default (4 s). */
export const PENDING_POLL_INTERVAL = 4000

export interface WatchPendingTransactionsParameters
  extends Omit<CheckPendingTransactionsParameters, 'signal'>,
    Partial<PollerOptions> {
  /** Called with the records whose status changed in a pass (none: not called). */
  onChange?: ((changed: PendingTransaction[]) => void) | undefined
  onError?: ((error: unknown) => void) | undefined
}

/**
 * Runs {@link checkPendingTransactions} now and every `interval` ms (4 s by default) while the page is visible
 * (docs/behaviour/pending-transactions.md#tracking). Returns the stop function.
 *
 * @example
 * const stop = watchPendingTransactions({ client, store, chainId: 250, onChange: (changed) => notify(changed) })
 */
export function watchPendingTransactions(parameters: WatchPendingTransactionsParameters): () => void {
  const { onChange, onError, interval = PENDING_POLL_INTERVAL, visibility, timers, ...check } = parameters
  return createPoller({
    interval,
    visibility,
    timers,
    onError,
    async run(signal) {
      const changed = await checkPendingTransactions({ ...check, signal })
      if (changed.length > 0) onChange?.(changed)
    },
  })
}
