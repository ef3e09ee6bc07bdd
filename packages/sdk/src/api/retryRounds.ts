// Rounds over the endpoints, retried with exponential backoff and jitter (docs/decisions.md#api-client): the delay
// before retry n (from 0) is min(round(minTimeout × factor^n × (1 + random())), maxTimeout). A few lines instead of a
// retry library, so an app that shows a balance carries less (docs/decisions.md#size-budgets).

export interface RetryRoundsOptions {
  /** Retries after the first round (Infinity: until it succeeds, fails for good or is aborted). */
  retries: number
  factor: number
  minTimeout: number
  maxTimeout: number
  /** Ends the retrying: the promise rejects with the signal's reason, also while waiting. */
  signal?: AbortSignal | undefined
  /** Whether a failed round is tried again; otherwise its error is thrown. */
  shouldRetry: (error: unknown) => boolean
}

export async function retryRounds<T>(round: () => Promise<T>, options: RetryRoundsOptions): Promise<T> {
  const { retries, factor, minTimeout, maxTimeout, signal, shouldRetry } = options
  for (let retry = 0; ; retry++) {
    signal?.throwIfAborted()
    try {
      return await round()
    } catch (error) {
      if (retry >= retries || !shouldRetry(error)) throw error
    }
    const delay = Math.min(Math.round(minTimeout * factor ** retry * (1 + Math.random())), maxTimeout)
    await wait(delay, signal)
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', aborted)
      resolve()
    }
    const timer = setTimeout(done, ms)
    const aborted = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', aborted, { once: true })
  })
}
