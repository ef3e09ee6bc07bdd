import { useIsMobile } from '../platform/useIsMobile.js'
import { Dialog } from '../ui/Dialog.js'

export interface FirstVisitNoticeProps {
  open: boolean
  onAcknowledge: () => void
}

/**
 * One-time notice (docs/behaviour/wallets-and-accounts.md#welcome-screen): back up every wallet — the keystore file
 * where the wallet downloads one, the recovery phrase on mobile, where it does not — and the important notice
 * itself, in the window (there is no separate page it could point to).
 */
export function FirstVisitNotice({ open, onAcknowledge }: FirstVisitNoticeProps) {
  const mobile = useIsMobile()
  return (
    <Dialog open={open} onOpenChange={() => undefined} title="Before you start" width={560} closable={false}>
      <div className="stack">
        <p>
          {mobile
            ? 'This wallet keeps your keys only on this device. Write down the recovery phrase of every wallet you create and keep it safe: nobody can restore it for you.'
            : 'This wallet keeps your keys only on this device. Download and back up the keystore file of every wallet you create: nobody can restore it for you.'}
        </p>
        <h3>Important notice</h3>
        <p>
          Nobody but you can see your keys, recover your password or undo a transaction you signed. Only send
          Opera FTM to your addresses, not FTM-ERC20.
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
