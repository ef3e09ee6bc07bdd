import type { SignerConfirmation } from '@ftm-wallet/sdk'
import { accountTypeLabel } from '../../features/wallets/accountTypeLabel.js'
import { PasswordForm } from '../../flow/PasswordForm.js'

/** What the site windows say for each way of confirming (docs/behaviour/extension.md#who-confirms). */
export const SITE_CONFIRM_TEXTS = {
  device: 'Confirm on your Ledger',
  deviceSign: 'Press Sign, then check the request on the device and approve it there.',
  deviceSend: 'Please confirm this transaction on your Ledger device:',
  deviceWaiting: 'Confirm on your Ledger…',
  external: (wallet: string) =>
    `This request is forwarded to ${wallet}: press the button, then confirm or reject it in that app.`,
  externalWaiting: (wallet: string) => `Waiting for ${wallet}… Confirm or reject the request in its app.`,
  forward: (wallet: string) => `Open in ${wallet}`,
} as const

export interface SiteConfirmProps {
  /** How the account confirms: its signer's `confirmation`. */
  confirmation: SignerConfirmation
  /** The account's type, named in the external-wallet texts. */
  accountType: string
  action: 'sign' | 'send'
  /** The signer is at work (device or external app asked). */
  working: boolean
  error?: string | undefined
  onConfirm(password?: string): void
  onReject(): void
}

/**
 * The bottom of a site window: how the account confirms what the window shows above
 * (docs/behaviour/extension.md#who-confirms). A keystore account types its password; a Ledger account presses Sign
 * and approves on the device; an external wallet (injected, WalletConnect, Coinbase) is handed the request and the
 * window waits for its answer. Reject is always there until the signer is at work.
 */
export function SiteConfirm(props: SiteConfirmProps) {
  const { confirmation, action, working, error } = props
  const label = action === 'sign' ? 'Sign' : 'Send'
  if (confirmation === 'password') {
    if (working) return <p aria-busy="true">{action === 'sign' ? 'Signing…' : 'Sending…'}</p>
    return (
      <PasswordForm
        label={`Please enter your wallet password to ${action === 'sign' ? 'sign' : 'send the transaction'}`}
        submitLabel={label}
        cancelLabel="Reject"
        error={error}
        onSubmit={(password) => props.onConfirm(password)}
        onCancel={props.onReject}
      />
    )
  }
  const wallet = accountTypeLabel(props.accountType)
  const waiting =
    confirmation === 'device' ? SITE_CONFIRM_TEXTS.deviceWaiting : SITE_CONFIRM_TEXTS.externalWaiting(wallet)
  return (
    <section className="stack" aria-label="Confirmation" data-testid="site-confirm">
      {confirmation === 'device' ? (
        <>
          <h2>{SITE_CONFIRM_TEXTS.device}</h2>
          <p>{action === 'sign' ? SITE_CONFIRM_TEXTS.deviceSign : SITE_CONFIRM_TEXTS.deviceSend}</p>
        </>
      ) : (
        <p>{SITE_CONFIRM_TEXTS.external(wallet)}</p>
      )}
      {error && (
        <p className="message message-error" role="alert">
          {error}
        </p>
      )}
      {working ? (
        <p aria-busy="true">{waiting}</p>
      ) : (
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={props.onReject}>
            Reject
          </button>
          <button type="button" className="btn btn-primary" onClick={() => props.onConfirm()}>
            {confirmation === 'device' ? label : SITE_CONFIRM_TEXTS.forward(wallet)}
          </button>
        </div>
      )}
    </section>
  )
}
