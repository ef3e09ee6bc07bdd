import { clampPage } from './tableSort.js'

export interface PagerProps {
  /** 1-based. */
  page: number
  pageCount: number
  onPage: (page: number) => void
  /** Accessible name of the navigation ('Validators pages'). */
  label: string
}

/**
 * First / previous / next / last for a paged table, the page kept between 1 and the page count
 * (docs/behaviour/app-shell.md#tables).
 */
export function Pager({ page, pageCount, onPage, label }: PagerProps) {
  const last = Math.max(1, pageCount)
  const current = clampPage(page, last)
  const go = (to: number) => onPage(clampPage(to, last))
  return (
    <nav className="row pager" aria-label={label}>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={current === 1}
        onClick={() => go(1)}
      >
        First
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={current === 1}
        onClick={() => go(current - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {current} of {last}
      </span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={current === last}
        onClick={() => go(current + 1)}
      >
        Next
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={current === last}
        onClick={() => go(last)}
      >
        Last
      </button>
    </nav>
  )
}
