import { useParams } from 'react-router'

export interface AreaPlaceholderProps {
  /** The area's name as in the main menu. */
  area: string
  /** What the area will hold (docs/README.md#behaviour). */
  summary: string
}

/**
 * The staking, fMint, swap and governance areas (docs/README.md#behaviour) and the external-site pages arrive with later issues.
 * Their routes already exist so links, the account-scoped rule and the address switch work; this view says
 * plainly what is not there yet.
 */
export function AreaPlaceholder({ area, summary }: AreaPlaceholderProps) {
  const { address } = useParams()
  return (
    <section className="card stack" aria-labelledby="area-title">
      <h1 id="area-title">{area}</h1>
      <p>{summary}</p>
      <p className="message message-info">
        The {area} area is not available in this version of the wallet yet. It comes with the next part of the
        web wallet.
      </p>
      {address && (
        <p className="muted">
          Account: <span className="mono">{address}</span>
        </p>
      )}
    </section>
  )
}
