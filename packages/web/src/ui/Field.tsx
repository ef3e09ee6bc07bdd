import { type InputHTMLAttributes, type ReactNode, useEffect, useId } from 'react'
import { loadWorkerKdf } from '../platform/kdf/loadWorkerKdf.js'

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode
  /** The field's error message; shown below it and tied to the input by aria-describedby. */
  error?: string | undefined
  hint?: ReactNode
}

/** A labelled input with its hint and error. */
export function Field({ label, error, hint, ...input }: FieldProps) {
  const id = useId()
  // A password field brings the KDF worker's code as it shows: its form's key is then derived off the page's thread
  // however it is sent (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
  const password = input.type === 'password'
  useEffect(() => {
    if (password) loadWorkerKdf()
  }, [password])
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint && (
        <div id={`${id}-hint`} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="field-error">
          {error}
        </div>
      )}
    </div>
  )
}
