import { computeDefaultVoteLevel } from '@ftm-wallet/sdk'
import type { FlowCheck } from '@ftm-wallet/sdk/machines'
import { useId, useState } from 'react'

export interface VoteFormProps {
  options: readonly string[]
  /** Number of opinion scales: each slider runs from 0 to scalesCount − 1. */
  scalesCount: number
  /** The vote flow's check of these choices (voting open to the account, a level per option). */
  check: (choices: readonly number[]) => FlowCheck
  onSubmit: (choices: number[]) => void
}

/**
 * One slider per option, from 0 to scales − 1, starting at the middle level (docs/behaviour/governance.md#voting).
 */
export function VoteForm({ options, scalesCount, check, onSubmit }: VoteFormProps) {
  const id = useId()
  const [choices, setChoices] = useState<number[]>(() =>
    options.map(() => computeDefaultVoteLevel(scalesCount)),
  )
  const [error, setError] = useState<string | undefined>()
  const max = scalesCount - 1
  return (
    <form
      className="stack vote-form"
      onSubmit={(event) => {
        event.preventDefault()
        const invalid = check(choices).error
        if (invalid) {
          setError(invalid.message)
          return
        }
        onSubmit(choices)
      }}
    >
      {options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are a fixed list whose names may repeat
        <div className="field" key={`${i}-${option}`}>
          <label htmlFor={`${id}-${i}`}>{option}</label>
          <div className="row">
            <input
              id={`${id}-${i}`}
              type="range"
              min={0}
              max={max}
              step={1}
              value={choices[i]}
              onChange={(event) => {
                const level = Number(event.target.value)
                setChoices((current) => current.map((c, j) => (j === i ? level : c)))
                setError(undefined)
              }}
            />
            <output htmlFor={`${id}-${i}`} aria-live="polite">
              {choices[i]}
            </output>
          </div>
        </div>
      ))}
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="btn btn-primary">
          Vote
        </button>
      </div>
    </form>
  )
}
