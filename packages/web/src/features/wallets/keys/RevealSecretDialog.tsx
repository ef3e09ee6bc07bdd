import type { RevealedSecret, SecretKind } from '@ftm-wallet/sdk'
import { type FormEvent, useEffect, useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'
import { Field } from '../../../ui/Field.js'
import { FormAlert } from '../../../ui/FormAlert.js'

/** How long a revealed secret stays on screen (docs/behaviour/wallets-and-accounts.md#reveal). */
export const REVEAL_MS = 60_000

export interface RevealSecretDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The wallet's name or address, for the warning. */
  label: string
  /** Whether the wallet keeps a recovery phrase (phrase wallets); otherwise only the key can be revealed. */
  hasPhrase: boolean
  /** Opens the secret with the password (the SDK's revealWalletSecret); rejects with the message to show. */
  onReveal: (kind: SecretKind, password: string) => Promise<RevealedSecret>
}

const WHAT: Record<SecretKind, string> = { phrase: 'recovery phrase', privateKey: 'private key' }

/**
 * The reveal window: a warning, the choice (phrase or key), the password; then the secret for 60 s. The secret lives
 * only in this component's state: it is dropped after 60 s and when the window closes (its content unmounts), and it
 * is never copied, stored or logged.
 */
export function RevealSecretDialog({
  open,
  onOpenChange,
  label,
  hasPhrase,
  onReveal,
}: RevealSecretDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Reveal secret" width={560}>
      {open && <RevealSecretContent label={label} hasPhrase={hasPhrase} onReveal={onReveal} />}
    </Dialog>
  )
}

function RevealSecretContent({
  label,
  hasPhrase,
  onReveal,
}: Omit<RevealSecretDialogProps, 'open' | 'onOpenChange'>) {
  const [kind, setKind] = useState<SecretKind>(hasPhrase ? 'phrase' : 'privateKey')
  const [password, setPassword] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null)
  const [hidden, setHidden] = useState(false)

  useEffect(() => {
    if (!revealed) return
    const timer = setTimeout(() => {
      setRevealed(null)
      setHidden(true)
    }, REVEAL_MS)
    return () => clearTimeout(timer)
  }, [revealed])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!understood || password === '' || busy) return
    setBusy(true)
    setError(undefined)
    try {
      const secret = await onReveal(kind, password)
      setRevealed(secret)
      setHidden(false)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'Could not open the wallet')
    } finally {
      setPassword('')
      setBusy(false)
    }
  }

  if (revealed) {
    return (
      <div className="stack">
        <p role="alert" className="message message-error">
          Anyone who sees this {WHAT[revealed.kind]} can take the funds of {label}. Make sure no one is
          watching.
        </p>
        {revealed.kind === 'phrase' ? (
          <ol className="mnemonic-words" data-testid="revealed-secret">
            {revealed.secret.split(' ').map((word, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a phrase may repeat a word; the position is its identity
              <li key={i} className="mono">
                {word}
              </li>
            ))}
          </ol>
        ) : (
          <p className="mono" data-testid="revealed-secret" style={{ wordBreak: 'break-all' }}>
            {revealed.secret}
          </p>
        )}
        {revealed.hasPassphrase && (
          <p>This wallet also needs its BIP39 passphrase, which is not shown here.</p>
        )}
        {revealed.path && <p className="muted">Derivation path of this account: {revealed.path}</p>}
        <p className="muted">It is hidden again after 60 seconds or when you close this window.</p>
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={() => setRevealed(null)}>
            Hide now
          </button>
        </div>
      </div>
    )
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <p role="note" className="message message-error">
        Your {WHAT[kind]} gives full control of {label}. Anyone who sees it can take your funds. Never type it
        into a website or share it; no support person will ever ask for it.
      </p>
      {hidden && <p className="muted">The secret was hidden.</p>}
      {hasPhrase && (
        <fieldset className="row">
          <legend>Reveal</legend>
          <label className="checkbox">
            <input type="radio" name="kind" checked={kind === 'phrase'} onChange={() => setKind('phrase')} />
            <span>Recovery phrase</span>
          </label>
          <label className="checkbox">
            <input
              type="radio"
              name="kind"
              checked={kind === 'privateKey'}
              onChange={() => setKind('privateKey')}
            />
            <span>Private key</span>
          </label>
        </fieldset>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
        <span>I understand that anyone who sees it can take my funds</span>
      </label>
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormAlert errors={[error]} />
      <div className="row">
        <button type="submit" className="btn" disabled={!understood || password === '' || busy}>
          {busy ? 'Please wait…' : `Reveal ${WHAT[kind]}`}
        </button>
      </div>
    </form>
  )
}
