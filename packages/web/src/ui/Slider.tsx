import * as RadixSlider from '@radix-ui/react-slider'
import { useDocumentDirection } from './useDocumentDirection.js'

export interface SliderProps {
  label: string
  value: number
  min: number
  max: number
  step?: number
  onValueChange: (value: number) => void
  disabled?: boolean
}

/** A single-thumb slider usable with arrow keys, Home and End. */
export function Slider({ label, value, min, max, step = 1, onValueChange, disabled }: SliderProps) {
  const dir = useDocumentDirection()
  return (
    <RadixSlider.Root
      dir={dir}
      className="slider-root"
      value={[value]}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={(values) => onValueChange(values[0] ?? min)}
    >
      <RadixSlider.Track className="slider-track">
        <RadixSlider.Range className="slider-range" />
      </RadixSlider.Track>
      <RadixSlider.Thumb className="slider-thumb" aria-label={label} />
    </RadixSlider.Root>
  )
}
