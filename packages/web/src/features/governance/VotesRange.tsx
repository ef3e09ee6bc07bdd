import { computeVotesRange } from '@ftm-wallet/sdk'
import { memo } from 'react'
import { formatGovPercent as formatPercent } from './govFormat.js'

export interface VotesRangeProps {
  votes: bigint
  totalWeight: bigint
  /** 18-decimal fixed fraction. */
  minVotes: bigint
}

const REACHED = '#1e8e3e'
const BELOW = '#d97706'

/**
 * The Votes column: a coloured range of the votes so far with the minimum-votes marker
 * (docs/behaviour/governance.md#proposals-list).
 */
export const VotesRange = memo(function VotesRange({ votes, totalWeight, minVotes }: VotesRangeProps) {
  const range = computeVotesRange({ votes, totalWeight, minVotes })
  const width = Math.min(100, Math.max(0, range.votesPercent))
  const marker = Math.min(100, Math.max(0, range.minVotesPercent))
  return (
    <div className="votes-range" data-reached={range.reachedMinimum}>
      <div
        aria-hidden="true"
        style={{
          position: 'relative',
          height: 8,
          minWidth: 80,
          borderRadius: 4,
          background: 'rgba(128, 128, 128, 0.3)',
        }}
      >
        <div
          data-testid="votes-fill"
          style={{
            width: `${width}%`,
            height: '100%',
            borderRadius: 4,
            background: range.reachedMinimum ? REACHED : BELOW,
          }}
        />
        <div
          data-testid="votes-minimum"
          title={`Minimum: ${formatPercent(range.minVotesPercent)}`}
          style={{
            position: 'absolute',
            insetInlineStart: `${marker}%`,
            top: -3,
            width: 2,
            height: 14,
            background: 'currentColor',
          }}
        />
      </div>
      <span>{formatPercent(range.votesPercent)}</span>
      <span className="visually-hidden">
        {` of the votes, minimum ${formatPercent(range.minVotesPercent)}`}
        {range.reachedMinimum ? ', reached' : ', not reached'}
      </span>
    </div>
  )
})
