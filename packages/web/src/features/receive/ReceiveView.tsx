import { CopyButton } from '../../ui/CopyButton.js'
import { QrCode } from '../../ui/QrCode.js'

export interface ReceiveViewProps {
  address: string
  /** Ledger accounts get a 'Verify on Ledger' button (wired with the signers issue). */
  ledger?: { onVerify: () => void } | undefined
}

/**
 * 'Receive Opera FTM': the address, a copy button, a QR code and the Opera-FTM-only warning
 * (docs/behaviour/send-and-receive.md#receive-screen).
 */
export function ReceiveView({ address, ledger }: ReceiveViewProps) {
  return (
    <section className="card stack" aria-labelledby="receive-title">
      <h2 id="receive-title">Receive Opera FTM</h2>
      <p className="message message-warning" role="note">
        Send only Opera FTM to this address. Do not send FTM-ERC20 (FTM on Ethereum) here: it would be lost.
      </p>
      <div className="row">
        <span className="mono" data-testid="receive-address">
          {address}
        </span>
        <CopyButton text={address} />
      </div>
      <QrCode value={address} label={`QR code of address ${address}`} />
      {ledger && (
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={ledger.onVerify}>
            Verify on Ledger
          </button>
        </div>
      )}
    </section>
  )
}
