import { useState } from 'react'
import { Dialog } from '../../ui/Dialog.js'
import { showAmount } from './amountText.js'

/** What a picker shows of a token. Names and symbols come from token contracts: always rendered as text. */
export interface PickerToken {
  readonly address: string
  readonly symbol: string
  readonly name: string
  readonly decimals: number
  readonly logoUrl?: string
  readonly balance?: bigint
}

export interface TokenPickerProps {
  /** Accessible name of the picker button, e.g. 'From token'. */
  label: string
  tokens: readonly PickerToken[]
  selected: PickerToken | undefined
  /** Tokens that may not be chosen here (the other side's token, tokens without a pair). */
  isDisabled?: (token: PickerToken) => boolean
  onSelect: (token: PickerToken) => void
}

// Only inline images are shown: a token's logo URL is data from a contract, never fetched from elsewhere.
const safeLogo = (url: string | undefined) => (url?.startsWith('data:image/') ? url : undefined)

/** A button that opens the token list window (400 px wide, docs/behaviour/swap-and-liquidity.md#screens). */
export function TokenPicker({ label, tokens, selected, isDisabled, onSelect }: TokenPickerProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary token-picker"
        aria-label={`${label}: ${selected?.symbol ?? 'Select a token'}`}
        onClick={() => setOpen(true)}
      >
        {selected?.symbol ?? 'Select a token'}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Select a token" width={400}>
        <ul className="item-list" aria-label="Tokens">
          {tokens.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="token-row"
                disabled={isDisabled?.(token) ?? false}
                onClick={() => {
                  onSelect(token)
                  setOpen(false)
                }}
              >
                {safeLogo(token.logoUrl) && (
                  <img src={safeLogo(token.logoUrl)} alt="" width={24} height={24} />
                )}
                <span className="token-symbol">{token.symbol}</span>{' '}
                <span className="muted">{token.name}</span>
                {token.balance !== undefined && (
                  <span className="amount"> {showAmount(token.balance, token.decimals)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  )
}
