import {
  initialLedgerPickerState,
  LEDGER_MESSAGES,
  LEDGER_PICKER_LABELS,
  type LedgerError,
  type LedgerPickerRow,
  type LedgerPickerState,
} from '@ftm-wallet/sdk/ledger'
import { useCallback, useEffect, useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'
import { FtmAmount } from '../../../ui/display.js'

export type LedgerApp = 'ledger' | 'ledgerEth'

export interface LedgerPickerDialogProps {
  app: LedgerApp
  onOpenChange: (open: boolean) => void
  /** Reads the next 5 addresses and their balances; a failure comes back as `state.error` with no rows. */
  loadPage: (state: LedgerPickerState) => Promise<LedgerPickerState>
  onPick: (row: LedgerPickerRow) => void
  /** Pause before the picker asks the device again after a failure (default 1000 ms). */
  retryMs?: number
}

const CONNECT_TEXT: Record<LedgerApp, string> = {
  ledger: LEDGER_MESSAGES.connect,
  ledgerEth: 'Please connect your ledger device and select Ethereum app.',
}

/**
 * Locked, rejected and ineligible are information; anything else is an error
 * (docs/behaviour/signers.md#ledger-errors).
 */
function LedgerMessage({ error }: { error: LedgerError }) {
  return (
    <p role="alert" className={`message ${error.isInfo ? 'message-info' : 'message-error'}`}>
      {error.message}
    </p>
  )
}

/**
 * Ledger account picker: 5 addresses per load with balances, 'Load Next 5' and 'Try again'
 * (docs/behaviour/signers.md#ledger-picker). After a failure it keeps waiting for the device, asking again every
 * `retryMs`, unless the browser has no transport at all (LEDGER_NOT_SUPPORTED) or the user pressed Try again
 * (from then on each failure waits for the user).
 */
export function LedgerPickerDialog({
  app,
  onOpenChange,
  loadPage,
  onPick,
  retryMs = 1000,
}: LedgerPickerDialogProps) {
  const [state, setState] = useState<LedgerPickerState>(initialLedgerPickerState)
  const [loading, setLoading] = useState(true)
  /** Finished loads: each failure schedules its own retry, however fast it came. */
  const [attempts, setAttempts] = useState(0)
  const load = useCallback(
    async (from: LedgerPickerState) => {
      setLoading(true)
      const next = await loadPage(from)
      if (next.error) console.error('Ledger:', next.error)
      setState(next)
      setLoading(false)
      setAttempts((n) => n + 1)
    },
    [loadPage],
  )
  useEffect(() => {
    void load(initialLedgerPickerState)
  }, [load])
  const [autoRetry, setAutoRetry] = useState(true)
  const waiting = autoRetry && !!state.error && state.error.code !== 'LEDGER_NOT_SUPPORTED'
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempts` is what a new failure changes
  useEffect(() => {
    if (!waiting || loading) return
    const timer = setTimeout(() => void load(initialLedgerPickerState), retryMs)
    return () => clearTimeout(timer)
  }, [waiting, loading, load, retryMs, attempts])

  const title = app === 'ledger' ? 'Ledger (Fantom app)' : 'Ledger (Ethereum app)'
  return (
    <Dialog open onOpenChange={onOpenChange} title={title} width={560} description={CONNECT_TEXT[app]}>
      <div className="stack">
        {state.error && <LedgerMessage error={state.error} />}
        {state.rows.length > 0 && (
          <ul className="item-list" aria-label="Ledger accounts">
            {state.rows.map((row) => (
              <li key={row.addressId} className="item-row">
                <div className="grow">
                  <div className="mono break-all">{row.address}</div>
                  <div className="field-hint">
                    Available <FtmAmount wei={row.balance} /> · Total <FtmAmount wei={row.totalBalance} />
                  </div>
                </div>
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`Add ${row.address}`}
                  onClick={() => onPick(row)}
                >
                  Add
                </button>
              </li>
            ))}
          </ul>
        )}
        {(loading || waiting) && <p aria-busy="true">Waiting for the device…</p>}
        <div className="row">
          {/* After a failure 'Try again' starts over; otherwise 'Load Next 5' goes on from the loaded pages. */}
          <button
            type="button"
            className={state.error ? 'btn' : 'btn btn-secondary'}
            disabled={loading}
            onClick={() => {
              if (state.error) setAutoRetry(false)
              void load(state.error ? initialLedgerPickerState : state)
            }}
          >
            {state.error ? LEDGER_PICKER_LABELS.tryAgain : LEDGER_PICKER_LABELS.loadNext}
          </button>
        </div>
      </div>
    </Dialog>
  )
}
