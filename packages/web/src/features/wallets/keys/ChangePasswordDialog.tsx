import { type FormEvent, useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'
import { Field } from '../../../ui/Field.js'
import { FormAlert } from '../../../ui/FormAlert.js'
import { PasswordStep } from '../create/PasswordStep.js'

export interface ChangePasswordDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The wallet's name or address. */
  label: string
  /** How many accounts share the password (a phrase wallet's group). */
  groupSize: number
  /** Re-encrypts under the new password (the SDK's changeWalletPassword); rejects with the message to show. */
  onChange: (oldPassword: string, newPassword: string) => Promise<void>
}

/**
 * 'Change password' (docs/behaviour/wallets-and-accounts.md#change-password): the current password, then the new one
 * twice under the new-wallet rule. The SDK writes each new record beside the old one and swaps it in only after it
 * decrypts.
 */
export function ChangePasswordDialog({
  open,
  onOpenChange,
  label,
  groupSize,
  onChange,
}: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change password" width={560}>
      {open && <ChangePasswordContent label={label} groupSize={groupSize} onChange={onChange} />}
    </Dialog>
  )
}

function ChangePasswordContent({
  label,
  groupSize,
  onChange,
}: Omit<ChangePasswordDialogProps, 'open' | 'onOpenChange'>) {
  const [current, setCurrent] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const [done, setDone] = useState(false)
  const currentError = submitted && current === '' ? 'Type a password' : undefined

  async function change(newPassword: string) {
    setSubmitted(true)
    if (current === '') return
    setBusy(true)
    setError(undefined)
    try {
      await onChange(current, newPassword)
      setDone(true)
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The password could not be changed')
    } finally {
      // The typed password is dropped; an empty field is not a new mistake.
      setCurrent('')
      setSubmitted(false)
      setBusy(false)
    }
  }

  if (done) {
    return (
      <p role="status" className="message message-success">
        The password of {label} was changed
        {groupSize > 1 ? ` (all ${groupSize} accounts of its recovery phrase)` : ''}.
      </p>
    )
  }
  return (
    <div className="stack">
      {groupSize > 1 && (
        <p>
          The {groupSize} accounts of this recovery phrase share one password: all of them and the phrase
          change.
        </p>
      )}
      <form onSubmit={(e: FormEvent) => e.preventDefault()}>
        <Field
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={currentError}
        />
      </form>
      <PasswordStep
        onSubmit={(password) => void change(password)}
        busy={busy}
        submitLabel="Change password"
      />
      <FormAlert errors={[currentError, error]} />
    </div>
  )
}
