import type { SendDirection } from '@ftm-wallet/sdk'
import './bridge.css'
import { SEND_DIRECTION_OPTIONS } from './sendDirections.js'

export interface SendDirectionChoiceProps {
  value: SendDirection
  onChange: (direction: SendDirection) => void
}

/** Where the FTM goes: the same chain, or over the bridge (native radio buttons: arrow keys move the choice). */
export function SendDirectionChoice({ value, onChange }: SendDirectionChoiceProps) {
  return (
    <fieldset className="send-direction">
      <legend>Send to</legend>
      <div className="row">
        {SEND_DIRECTION_OPTIONS.map((option) => (
          <label key={option.value} className="send-direction-option">
            <input
              type="radio"
              name="send-direction"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
