import { validateNewPassword } from '@ftm-wallet/sdk'
import { type FormEvent, useState } from 'react'
import { useIsMobile } from '../../../platform/useIsMobile.js'
import { Field } from '../../../ui/Field.js'
import { FormAlert } from '../../../ui/FormAlert.js'

export interface PasswordStepProps {
  /** Called with the password and its re-entry; both are dropped from this form's state right after. */
  onSubmit: (password: string, confirmation: string) => void
  busy?: boolean
  submitLabel?: string
  /** Error from the step that uses the password (e.g. encryption failed). */
  error?: string | undefined
}

/**
 * New-password form (create step 1, restore step 2): submit stays disabled until both passwords are valid and the
 * confirmation box is ticked. Messages come from the SDK's validation
 * (docs/behaviour/wallets-and-accounts.md#validation).
 */
export function PasswordStep({ onSubmit, busy, submitLabel = 'Continue', error }: PasswordStepProps) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [agreed, setAgreed] = useState(false)
  // No keystore file is downloaded on mobile (docs/behaviour/wallets-and-accounts.md#create-wizard): the box does not
  // speak of one there.
  const mobile = useIsMobile()
  const [touched, setTouched] = useState({ password: false, confirmation: false })
  const result = validateNewPassword({ password, confirmation })
  const fieldError = (field: 'password' | 'confirmation') =>
    !result.ok && touched[field] && (result.field ?? 'password') === field ? result.message : undefined
  const passwordError = fieldError('password')
  const confirmationError = result.ok || passwordError ? undefined : fieldError('confirmation')

  function submit(event: FormEvent) {
    event.preventDefault()
    setTouched({ password: true, confirmation: true })
    if (!result.ok || !agreed || busy) return
    onSubmit(result.value.password, result.value.confirmation)
    setPassword('')
    setConfirmation('')
    // The emptied fields are not an error: the step's own error (a refused key, a duplicate) is the one to show.
    setTouched({ password: false, confirmation: false })
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        error={passwordError}
        hint="At least 8 characters with an upper-case letter, a lower-case letter, a number and a symbol."
      />
      <Field
        label="Re-enter password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        onBlur={() => setTouched((t) => ({ ...t, confirmation: true }))}
        error={confirmationError}
      />
      <label className="checkbox">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        <span>
          {mobile
            ? 'I understand that this password cannot be recovered and that I need it to access my wallet on this device.'
            : 'I understand that this password cannot be recovered and that I need it, with my keystore file, to access my wallet.'}
        </span>
      </label>
      <FormAlert errors={[passwordError, confirmationError, error]} />
      <div className="row">
        <button type="submit" className="btn" disabled={!result.ok || !agreed || busy}>
          {busy ? 'Please wait…' : submitLabel}
        </button>
      </div>
    </form>
  )
}
