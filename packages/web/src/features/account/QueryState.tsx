import type { ReactNode } from 'react'

export interface QueryStateProps {
  /** The query's failure: its message stands in place of the content (docs/behaviour/history.md#failures). */
  error: Error | null
  pending: boolean
  /** What the busy line says while the first answer is awaited. */
  loadingText: string
  children: ReactNode
}

/** A history tab's content once its query answered; until then its busy line, or its error. */
export function QueryState({ error, pending, loadingText, children }: QueryStateProps) {
  if (error) {
    return (
      <p className="message message-error" role="alert">
        {error.message}
      </p>
    )
  }
  if (pending) return <p aria-busy="true">{loadingText}</p>
  return children
}
