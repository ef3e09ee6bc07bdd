/**
 * Loading or the query error of an fMint page (query failures are shown in an error block,
 * docs/behaviour/history.md#failures).
 */
export function PageStatus({ error }: { error: Error | null }) {
  if (error) {
    return (
      <p role="alert" className="message message-error">
        {error.message}
      </p>
    )
  }
  return <p aria-busy="true">Loading…</p>
}
