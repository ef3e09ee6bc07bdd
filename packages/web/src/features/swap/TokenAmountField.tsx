import { type ReactNode, useId } from 'react'
import { blockSignKeys, cleanAmountText, showAmount } from './amountText.js'

export interface TokenAmountFieldProps {
  /** Visible label ('From', 'To', 'Input'). */
  label: string
  /** Added for screen readers when two fields share a visible label. */
  hiddenLabel?: string
  value: string
  onChange: (text: string) => void
  token: { symbol: string; decimals: number } | undefined
  balance: bigint | undefined
  onMax?: (() => void) | undefined
  invalid?: boolean
  /** The token picker (or a fixed token name). */
  picker: ReactNode
}

/** An amount box: label, balance, decimal-only input, Max button and token picker. */
export function TokenAmountField(props: TokenAmountFieldProps) {
  const { label, hiddenLabel, value, onChange, token, balance, onMax, invalid, picker } = props
  const id = useId()
  return (
    <div className="field token-amount">
      <div className="row">
        <label htmlFor={id}>
          {label}
          {hiddenLabel && <span className="visually-hidden"> {hiddenLabel}</span>}
        </label>
        {token && balance !== undefined && (
          <span className="muted">
            Balance: {showAmount(balance, token.decimals)} {token.symbol}
          </span>
        )}
      </div>
      <div className="row">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={value}
          aria-invalid={invalid ? true : undefined}
          onKeyDown={blockSignKeys}
          onChange={(e) => onChange(cleanAmountText(e.target.value))}
        />
        {onMax && (
          <button type="button" className="btn btn-small" onClick={onMax}>
            Max<span className="visually-hidden"> {hiddenLabel ?? label}</span>
          </button>
        )}
        {picker}
      </div>
    </div>
  )
}
