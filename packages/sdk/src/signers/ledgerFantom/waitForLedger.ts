import { LedgerError } from './LedgerError.js'
import { toLedgerError } from './toLedgerError.js'

export interface WaitForLedgerOptions {
  /** Pause between attempts. */
  intervalMs?: number
  /** Upper bound of attempts (the original retried forever; a bound keeps scripts and tests finite). */
  maxAttempts?: number
  signal?: AbortSignal
  /** Told about each failed attempt (e.g. to show 'Please connect your ledger device …'). */
  onRetry?: (error: LedgerError, attempt: number) => void
}

/**
 * Waits for the device: runs `attempt` until it succeeds, retrying after every failure except when the environment
 * has no transport at all (U2FNotSupported / HIDNotSupported), which fails at once
 * (docs/behaviour/signers.md#ledger-picker).
 */
export async function waitForLedger<T>(
  attempt: () => Promise<T>,
  options: WaitForLedgerOptions = {},
): Promise<T> {
  const { intervalMs = 1000, maxAttempts = 600, signal, onRetry } = options
  let last: LedgerError | undefined
  for (let i = 1; i <= maxAttempts; i++) {
    signal?.throwIfAborted()
    try {
      return await attempt()
    } catch (error) {
      const mapped = toLedgerError(error)
      if (!(mapped instanceof LedgerError) || mapped.code === 'LEDGER_NOT_SUPPORTED') throw mapped
      last = mapped
      onRetry?.(mapped, i)
    }
    if (i < maxAttempts) await sleep(intervalMs, signal)
  }
  throw last ?? new LedgerError('LEDGER_DEVICE_ERROR', 'The Ledger did not answer')
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
  })
}
