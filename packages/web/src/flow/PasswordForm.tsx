import { keystorePasswordSchema } from '@ftm-wallet/sdk'
import { type FormEvent, useEffect, useState } from 'react'
import { preloadKdf } from '../platform/kdf/loadWorkerKdf.js'
import { Field } from '../ui/Field.js'

export interface PasswordFormProps {
  /** e.g. 'Please enter your wallet password to vote'. */
  label: string
  submitLabel: string
  /** Text of the cancel button (default 'Cancel'). */
  cancelLabel?: string
  /** A wrong password reported by the machine. */
  error?: string | undefined
  onSubmit: (password: string) => void
  onCancel: () => void
}

/** The confirmation's password form: required ('Type a password'). */
export function PasswordForm({
  label,
  submitLabel,
  cancelLabel = 'Cancel',
  error,
  onSubmit,
  onCancel,
}: PasswordFormProps) {
  const [password, setPassword] = useState('')
  const [own, setOwn] = useState<string | undefined>()
  // The KDF worker starts while the password is typed (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
  useEffect(() => {
    preloadKdf()
  }, [])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const checked = keystorePasswordSchema.safeParse(password)
    if (!checked.success) {
      setOwn(checked.error.issues[0]?.message)
      return
    }
    setOwn(undefined)
    onSubmit(password)
    setPassword('')
  }
  return (
    <form onSubmit={submit} noValidate className="stack">
      <Field
        label={label}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={own ?? error}
      />
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className="btn btn-primary">
          {submitLabel}
        </button>
      </div>
    </form>
  )
}
