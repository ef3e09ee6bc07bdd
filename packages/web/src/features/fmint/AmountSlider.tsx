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
}

const STEPS = 1000

/**
 * A number input with a slider and the Min, Reset (only when changed) and Max buttons
 * (docs/behaviour/fmint.md#screens): values are clamped between the slider's bounds; text that is not a number
 * becomes the minimum.
 */
export function AmountSlider({ label, value, slider, decimals, onChange, percentLabels }: AmountSliderProps) {
  const id = useId()
  const [text, setText] = useState(formatUnits(value, decimals))
  useEffect(() => setText(formatUnits(value, decimals)), [value, decimals])
  const range = slider.max - slider.min
  const position = range > 0n ? Number(((value - slider.min) * BigInt(STEPS)) / range) : 0
  const set = (next: bigint) => onChange(clampFMintSliderValue(next, slider))
  const onText = (typed: string) => {
    setText(typed)
    try {
      set(parseUnits(typed, decimals))
    } catch {
      // Not a number (or too many decimals): the spec turns it into the minimum.
      set(slider.min)
    }
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
          onChange={(e) => onText(e.target.value)}
          onBlur={() => setText(formatUnits(value, decimals))}
        />
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
