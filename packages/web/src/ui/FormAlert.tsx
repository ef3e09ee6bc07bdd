export interface FormAlertProps {
  /** Error messages of the last submit; the first one is announced to screen readers. */
  errors: readonly (string | undefined)[]
}

/**
 * Live region that announces the first error of a submitted form (docs/behaviour/wallets-and-accounts.md#validation).
 */
export function FormAlert({ errors }: FormAlertProps) {
  const first = errors.find((e) => e)
  return (
    <div role="alert" aria-live="assertive" className={first ? 'message message-error' : undefined}>
      {first ?? ''}
    </div>
  )
}
