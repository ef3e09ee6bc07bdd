import type { ReactNode } from 'react'

export interface SummaryItem {
  label: string
  value: ReactNode
  /** Monospaced value (addresses, hashes). */
  mono?: boolean
}

/**
 * What a confirmation is about, as label/value lines (Send, To, Memo …). Items that are `false` or undefined
 * are left out, so optional lines can be written inline.
 */
export function SummaryList({ items }: { items: readonly (SummaryItem | false | undefined)[] }) {
  return (
    <dl className="stack">
      {items
        .filter((item): item is SummaryItem => !!item)
        .map((item) => (
          <div key={item.label}>
            <dt className="muted">{item.label}</dt>
            <dd className={item.mono ? 'mono' : undefined}>{item.value}</dd>
          </div>
        ))}
    </dl>
  )
}
