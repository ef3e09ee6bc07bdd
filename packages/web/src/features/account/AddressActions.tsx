import { CopyButton } from '../../ui/CopyButton.js'

export interface AddressActionsProps {
  address: string
  type: string
  isMobile: boolean
  onShowQr: () => void
  onVerifyLedger: () => void
  onEdit: () => void
  onDownloadKeystore: () => void
  onRemove: () => void
  /** Keystore wallets: change the password, reveal the phrase or key. */
  onChangePassword?: (() => void) | undefined
  onReveal?: (() => void) | undefined
  /** Phrase wallets: derive the next account of the phrase. */
  onAddAccount?: (() => void) | undefined
}

// docs/behaviour/wallets-and-accounts.md#keystores: only keystore accounts keep a key file here, and mobile gets no
// download.
const canDownloadKeystore = (type: string, isMobile: boolean) => type === 'keystore' && !isMobile
const isLedgerType = (type: string) => type === 'ledger' || type === 'ledgerEth'

/**
 * Copy, QR code, verify on Ledger (ledger only), Edit Wallet, Download Keystore, Add Account (phrase wallets), Change
 * Password and Reveal Secret (keystore wallets), Remove Wallet.
 */
export function AddressActions(props: AddressActionsProps) {
  const { address, type, isMobile } = props
  return (
    <ul
      className="row address-actions"
      aria-label="Address actions"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <li>
        <CopyButton text={address} label="Copy address" className="btn btn-secondary btn-small" />
      </li>
      <li>
        <button type="button" className="btn btn-secondary btn-small" onClick={props.onShowQr}>
          QR code
        </button>
      </li>
      {isLedgerType(type) && (
        <li>
          <button type="button" className="btn btn-secondary btn-small" onClick={props.onVerifyLedger}>
            Verify on Ledger
          </button>
        </li>
      )}
      <li>
        <button type="button" className="btn btn-secondary btn-small" onClick={props.onEdit}>
          Edit Wallet
        </button>
      </li>
      {canDownloadKeystore(type, isMobile) && (
        <li>
          <button type="button" className="btn btn-secondary btn-small" onClick={props.onDownloadKeystore}>
            Download Keystore
          </button>
        </li>
      )}
      {props.onAddAccount && (
        <li>
          <button type="button" className="btn btn-secondary btn-small" onClick={props.onAddAccount}>
            Add Account
          </button>
        </li>
      )}
      {type === 'keystore' && props.onChangePassword && (
        <li>
          <button type="button" className="btn btn-secondary btn-small" onClick={props.onChangePassword}>
            Change Password
          </button>
        </li>
      )}
      {type === 'keystore' && props.onReveal && (
        <li>
          <button type="button" className="btn btn-secondary btn-small" onClick={props.onReveal}>
            Reveal Secret
          </button>
        </li>
      )}
      <li>
        <button type="button" className="btn btn-secondary btn-small" onClick={props.onRemove}>
          Remove Wallet
        </button>
      </li>
    </ul>
  )
}
