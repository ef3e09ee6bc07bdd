import {
  clampFMintSliderValue,
  type FMintSlider,
  formatUnits,
  parseUnits,
  SLIDER_LABELS,
} from '@ftm-wallet/sdk'
import { useEffect, useId, useState } from 'react'
import { Slider } from '../../ui/Slider.js'

export interface AmountSliderProps {
  /** e.g. 'Amount (WFTM)'. */
  label: string
  value: bigint
  slider: FMintSlider
  decimals: number
  onChange: (value: bigint) => void
  /** Shows the 0 % … 100 % labels (deposit/withdraw mode). */
  percentLabels?: boolean
  /** The amount's token as people read it ('WFTM', 'fUSD'), for the clamp note. */
  unit: string
  /** The amount in the page's display rules, for the clamp note. */
  format: (value: bigint) => string
}

/**
 * What the form did to a typed amount it could not take (docs/behaviour/fmint.md#screens), said under the field
 * until the amount is typed again, emptied or set by the slider or a button.
 */
export function clampNote(typed: 'above' | 'below' | 'not-a-number', shown: string): string {
  if (typed === 'above')
    return `That is more than this form allows: the amount was lowered to the maximum, ${shown}.`
  if (typed === 'below')
    return `That is less than this form allows: the amount was raised to the minimum, ${shown}.`
  return `That is not an amount: the amount was set to the minimum, ${shown}.`
}

const STEPS = 1000

/**
 * A number input with a slider and the Min, Reset (only when changed) and Max buttons
 * (docs/behaviour/fmint.md#screens): values are clamped between the slider's bounds; text that is not a number
 * becomes the minimum.
 */
export function AmountSlider(props: AmountSliderProps) {
  const { label, value, slider, decimals, onChange, percentLabels, unit, format } = props
  const id = useId()
  const [text, setText] = useState(formatUnits(value, decimals))
  const [note, setNote] = useState<string | undefined>()
  useEffect(() => setText(formatUnits(value, decimals)), [value, decimals])
  const range = slider.max - slider.min
  const position = range > 0n ? Number(((value - slider.min) * BigInt(STEPS)) / range) : 0
  // The slider and the buttons set amounts within the bounds: nothing to say about them.
  const set = (next: bigint) => {
    setNote(undefined)
    onChange(clampFMintSliderValue(next, slider))
  }
  // A typed amount outside the bounds is clamped, shown clamped in the field, and the form says so.
  const clampTo = (next: bigint, why: 'above' | 'below' | 'not-a-number') => {
    onChange(next)
    setText(formatUnits(next, decimals))
    setNote(clampNote(why, `${format(next)} ${unit}`))
  }
  const onText = (typed: string) => {
    setText(typed)
    // An emptied field is no mistake: it stands for the minimum, with nothing to say.
    if (typed.trim() === '') return set(slider.min)
    let parsed: bigint
    try {
      parsed = parseUnits(typed.trim(), decimals)
    } catch {
      // Not a number (or too many decimals): the spec turns it into the minimum.
      return clampTo(slider.min, 'not-a-number')
    }
    if (parsed > slider.max) return clampTo(slider.max, 'above')
    if (parsed < slider.min) return clampTo(slider.min, 'below')
    set(parsed)
  }
  const atPercent = (percent: number) => slider.min + (range * BigInt(percent)) / 100n
  return (
    <div className="stack">
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          value={text}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(e) => onText(e.target.value)}
          onBlur={() => setText(formatUnits(value, decimals))}
        />
        {note && (
          <p id={`${id}-note`} role="status" className="field-hint" data-testid="clamp-note">
            {note}
          </p>
        )}
      </div>
      <Slider
        label={label}
        value={position}
        min={0}
        max={STEPS}
        step={1}
        disabled={range <= 0n}
        onValueChange={(p) => set(slider.min + (range * BigInt(p)) / BigInt(STEPS))}
      />
      {percentLabels && (
        <fieldset className="row" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="visually-hidden">{`${label} presets`}</legend>
          {SLIDER_LABELS.map((percent) => (
            <button
              key={percent}
              type="button"
              className="btn btn-small"
              onClick={() => set(atPercent(percent))}
            >
              {percent}%
            </button>
          ))}
        </fieldset>
      )}
      <div className="row">
        <button type="button" className="btn btn-small" onClick={() => set(slider.min)}>
          Min
        </button>
        {value !== slider.start && (
          <button type="button" className="btn btn-small" onClick={() => set(slider.start)}>
            Reset
          </button>
        )}
        <button type="button" className="btn btn-small" onClick={() => set(slider.max)}>
          Max
        </button>
      </div>
    </div>
  )
}
