import { Dialog } from '../ui/Dialog.js'

export interface FirstVisitNoticeProps {
  open: boolean
  onAcknowledge: () => void
}

/**
 * One-time notice: download keystore files, read the terms and the important notice
 * (docs/behaviour/wallets-and-accounts.md#welcome-screen).
 */
export function FirstVisitNotice({ open, onAcknowledge }: FirstVisitNoticeProps) {
  return (
    <Dialog open={open} onOpenChange={() => undefined} title="Before you start" width={560} closable={false}>
      <div className="stack">
        <p>
          This wallet keeps your keys only on this device. Download and back up the keystore file of every
          wallet you create: nobody can restore it for you.
        </p>
        <p>
          Please read the terms of use and the important notice before you use the wallet. Only send Opera FTM
          to your addresses, not FTM-ERC20.
        </p>
        <div className="row">
          <button type="button" className="btn" onClick={onAcknowledge}>
            Ok, understood
          </button>
        </div>
      </div>
    </Dialog>
  )
}
