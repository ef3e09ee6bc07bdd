import { formatAmount } from '@ftm-wallet/sdk'

export interface RecordedVotesProps {
  options: readonly string[]
  /** The recorded levels (indexes into the opinion scales), one per option. */
  choices: readonly bigint[]
  weight: bigint
  /** Shown while voting is enabled (docs/behaviour/governance.md#voting). */
  onCancel?: (() => void) | undefined
}

/** A delegation's recorded votes, with Cancel Vote while voting is enabled. */
export function RecordedVotes({ options, choices, weight, onCancel }: RecordedVotesProps) {
  return (
    <div className="stack recorded-votes">
      <dl className="stack">
        {options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are a fixed list whose names may repeat
          <div key={`${i}-${option}`} className="row">
            <dt>{option}</dt>
            <dd>{choices[i] === undefined ? '-' : choices[i].toString()}</dd>
          </div>
        ))}
        <div className="row">
          <dt className="muted">Weight</dt>
          <dd>{formatAmount(weight)} FTM</dd>
        </div>
      </dl>
      {onCancel && (
        <div>
          <button type="button" className="btn" onClick={onCancel}>
            Cancel Vote
          </button>
        </div>
      )}
    </div>
  )
}
