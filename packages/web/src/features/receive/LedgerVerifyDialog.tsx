import type { LedgerError } from '@ftm-wallet/sdk/ledger'
import { useCallback, useEffect, useState } from 'react'
import { Dialog } from '../../ui/Dialog.js'

export type LedgerVerifyResult =
  | { status: 'verified' | 'notVerified' }
  | { status: 'error'; error: LedgerError; complete: boolean }

export interface LedgerVerifyDialogProps {
  address: string
  onOpenChange: (open: boolean) => void
  /** Shows the address on the device and compares it with `address`. */
  verify: () => Promise<LedgerVerifyResult>
}

type View = { status: 'verifying' } | LedgerVerifyResult

/**
 * 'Address Verification' (docs/behaviour/signers.md#address-verification): verifying (spinner), then a verified or
 * not-verified mark, or the device's error. A locked device is not complete: the user unlocks it and tries again.
 */
export function LedgerVerifyDialog({ address, onOpenChange, verify }: LedgerVerifyDialogProps) {
  const [view, setView] = useState<View>({ status: 'verifying' })
  const run = useCallback(async () => {
    setView({ status: 'verifying' })
    const result = await verify()
    if (result.status === 'error') console.error('Ledger:', result.error)
    setView(result)
  }, [verify])
  useEffect(() => {
    void run()
  }, [run])

  return (
    <Dialog open onOpenChange={onOpenChange} title="Address Verification" width={400}>
      <div className="stack">
        <p>Please verify that the address shown on your Ledger device is</p>
        <p className="mono break-all">{address}</p>
        {view.status === 'verifying' && <p aria-busy="true">Waiting for the device…</p>}
        {view.status === 'verified' && (
          <p role="status" className="message message-success">
            <span aria-hidden="true">✓ </span>Verified: the device shows this address.
          </p>
        )}
        {view.status === 'notVerified' && (
          <p role="alert" className="message message-error">
            <span aria-hidden="true">✗ </span>Not verified: the device shows another address.
          </p>
        )}
        {view.status === 'error' && (
          <>
            <p role="alert" className={`message ${view.error.isInfo ? 'message-info' : 'message-error'}`}>
              {view.error.message}
            </p>
            {!view.complete && (
              <div className="row">
                <button type="button" className="btn" onClick={() => void run()}>
                  Try again
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </Dialog>
  )
}
