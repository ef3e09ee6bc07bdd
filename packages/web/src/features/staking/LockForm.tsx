import {
  clampLockDays,
  computeLockDuration,
  computeLockRewardPercent,
  type LockDaysBounds,
  stakingTexts,
  UNLOCKED_REWARD_PERCENT,
} from '@ftm-wallet/sdk'
import { type FormEvent, type KeyboardEvent, useState } from 'react'
import { Field } from '../../ui/Field.js'
import { Slider } from '../../ui/Slider.js'

export interface LockFormProps {
  bounds: LockDaysBounds
  /** Unix seconds the bounds were computed with. */
  now: number
  isValidatorAccount: boolean
  isTestnet?: boolean
  /** Extend mode: the running lock's duration in seconds. */
  currentLockDuration?: number | undefined
  /** Amount error (validateLockAmount), which also blocks the submit. */
  amountError?: string | undefined
  onCancel: () => void
  onSubmit: (lockupDuration: number) => void
}

/** Blocks '+' and '-' in number inputs (docs/behaviour/staking.md#locking). */
export const blockSigns = (e: KeyboardEvent) => {
  if (e.key === '+' || e.key === '-') e.preventDefault()
}

/** Lock delegation: days input and slider within the bounds, the preview date, Cancel and 'Ok, lock'. */
export function LockForm(props: LockFormProps) {
  const { bounds, now, isValidatorAccount, onCancel, onSubmit } = props
  const [days, setDays] = useState(bounds.minDays)
  const [text, setText] = useState(String(bounds.minDays))
  const [invalid, setInvalid] = useState(false)
  const set = (value: number) => {
    setDays(value)
    setText(String(value))
    setInvalid(false)
  }
  const type = (value: string) => {
    setText(value)
    const typed = Number(value)
    const clamped = clampLockDays(typed, bounds)
    setDays(clamped)
    // An emptied field is no mistake: its error goes and 'Ok, lock' waits for a number
    // (docs/behaviour/staking.md#locking).
    setInvalid(value !== '' && (!Number.isInteger(typed) || clamped !== typed))
  }
  const empty = text.trim() === ''
  const duration = computeLockDuration({
    days,
    bounds,
    now,
    isValidatorAccount,
    isTestnet: props.isTestnet ?? false,
    currentLockDuration: props.currentLockDuration ?? 0,
  })
  const disabled = !bounds.canLock || invalid || empty || props.amountError !== undefined
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!disabled) onSubmit(duration)
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      {bounds.reason && (
        <p role="alert" className="message message-error">
          {bounds.reason.message}
        </p>
      )}
      {props.amountError && (
        <p role="alert" className="message message-error">
          {props.amountError}
        </p>
      )}
      {bounds.canLock && (
        <>
          <Field
            label="Lock duration (days)"
            type="number"
            inputMode="numeric"
            min={bounds.minDays}
            max={bounds.maxDays}
            step={1}
            value={text}
            onKeyDown={blockSigns}
            onChange={(e) => type(e.target.value)}
            error={invalid ? `${bounds.minDays} - ${bounds.maxDays} days` : undefined}
          />
          <div className="row">
            <span>{bounds.minDays} days</span>
            <div style={{ flex: 1, minWidth: 120 }}>
              <Slider
                label="Lock days"
                value={days}
                min={bounds.minDays}
                max={bounds.maxDays}
                onValueChange={set}
              />
            </div>
            <span>{bounds.maxDays} days</span>
          </div>
          <p role="status">
            {stakingTexts.lockPreview(new Date((now + duration) * 1000).toLocaleDateString())}
          </p>
          <p className="message" data-testid="lock-explainer">
            {lockExplainer(
              computeLockRewardPercent({ duration: days * 86_400 }),
              new Date((now + duration) * 1000).toLocaleDateString(),
            )}
          </p>
        </>
      )}
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={disabled}>
          {stakingTexts.lockOk}
        </button>
      </div>
    </form>
  )
}

/**
 * What locking earns and costs (docs/behaviour/staking.md#locking), said in the lock window before 'Ok, lock'.
 */
export function lockExplainer(percent: number, until: string): string {
  return (
    `Locking earns more: unlocked, a delegation earns ${UNLOCKED_REWARD_PERCENT}% of the validator's full reward ` +
    `rate; locked for this long it earns ${percent}% (365 days earn 100%). It costs access: until ${until} the ` +
    'locked FTM can only be undelegated by unlocking early, which costs a penalty out of the rewards the lock earned.'
  )
}
