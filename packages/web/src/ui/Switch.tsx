import * as RadixSwitch from '@radix-ui/react-switch'
import { useId } from 'react'

export interface SwitchProps {
  label: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  disabled?: boolean
  hint?: string
}

/** A labelled on/off switch (role="switch"). */
export function Switch({ label, checked, onCheckedChange, disabled, hint }: SwitchProps) {
  const id = useId()
  return (
    <div className="switch-row">
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <div className="field-hint" id={`${id}-hint`}>
            {hint}
          </div>
        )}
      </div>
      <RadixSwitch.Root
        id={id}
        className="switch-root"
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
      >
        <RadixSwitch.Thumb className="switch-thumb" />
      </RadixSwitch.Root>
    </div>
  )
}
