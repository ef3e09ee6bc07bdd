import type { ReactNode } from 'react'

/** The part of a TanStack query result a section shows. */
export interface QueryView<T> {
  data: T | undefined
  error: Error | null
  isPending: boolean
  refetch?: () => unknown
}

export interface QueryStateProps<T> {
  query: QueryView<T>
  /** What is loading, e.g. 'pair stats' (used in the busy and error texts). */
  what: string
  /** Shown when the data is there but holds nothing. */
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  /** Shown instead of 'Loading {what}…' while the data is on its way (a placeholder that keeps the layout still). */
  pending?: ReactNode
  children: (data: T) => ReactNode
}

/** Loading, error (with a retry), empty or the data of one section of the pair page. */
export function QueryState<T>({ query, what, isEmpty, empty, pending, children }: QueryStateProps<T>) {
  if (query.error) {
    return (
      <div className="pair-state" role="alert">
        <p>
          Could not load the {what}: {query.error.message}
        </p>
        {query.refetch && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => query.refetch?.()}>
            Retry
          </button>
        )}
      </div>
    )
  }
  if (query.isPending || query.data === undefined) {
    if (pending !== undefined) return <>{pending}</>
    return (
      <p className="pair-state muted" aria-busy="true">
        Loading {what}…
      </p>
    )
  }
  if (isEmpty?.(query.data)) return <p className="pair-state muted">{empty}</p>
  return <>{children(query.data)}</>
}
