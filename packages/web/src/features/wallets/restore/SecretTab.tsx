import type { ValidationResult } from '@ftm-wallet/sdk'
import { type FormEvent, type ReactNode, useId, useState } from 'react'

export interface SecretTabProps {
  label: string
  multiline?: boolean
  validate: (input: string) => ValidationResult<string>
  /**
   * Called with the normalised secret. The field keeps it: the next step unmounts this tab, and a refusal of
   * this step (e.g. an existing account) leaves the typed secret to correct.
   */
  onContinue: (secret: string) => void
  /** The restore's error for this secret (e.g. 'An account with this address already exist'). */
  error?: string | undefined
  /** More fields of this step (a phrase's passphrase and derivation path). */
  children?: ReactNode
}

/**
 * Restore by recovery phrase or private key, step 1: the secret, checked as typed. Continue stays disabled
 * until it is valid (docs/behaviour/wallets-and-accounts.md#validation).
 */
export function SecretTab({
  label,
  multiline,
  validate,
  onContinue,
  error: restoreError,
  children,
}: SecretTabProps) {
  const id = useId()
  const [value, setValue] = useState('')
  // The restore's error is about the secret submitted last: it goes once the field changes.
  const [submitted, setSubmitted] = useState<string | null>(null)
  const result = validate(value)
  const error =
    (value.trim() && !result.ok ? result.message : undefined) ??
    (value === submitted ? restoreError : undefined)
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!result.ok) return
    setSubmitted(value)
    onContinue(result.value)
  }
  const common = {
    id,
    value,
    autoComplete: 'off',
    spellCheck: false,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {multiline ? (
          <textarea {...common} rows={4} onChange={(e) => setValue(e.target.value)} />
        ) : (
          <input {...common} type="password" onChange={(e) => setValue(e.target.value)} />
        )}
        {error && (
          <div id={`${id}-error`} className="field-error" role="alert">
            {error}
          </div>
        )}
      </div>
      {children}
      <div className="row">
        <button type="submit" className="btn" disabled={!result.ok}>
          Continue
        </button>
      </div>
    </form>
  )
}
