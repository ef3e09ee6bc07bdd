import { useId, useState } from 'react'
import { Dialog } from '../../ui/Dialog.js'

/** A token the picker offers. */
export interface PickableToken {
  address: string
  symbol: string
  decimals: number
  name?: string | undefined
  logoUrl?: string | undefined
}

export interface TokenPickerDialogProps {
  tokens: readonly PickableToken[]
  onOpenChange: (open: boolean) => void
  onPick: (token: PickableToken) => void
  /** Shows the 'Add Custom Token' button. */
  onAddCustom?: (() => void) | undefined
}

const matches = (token: PickableToken, text: string) => {
  const needle = text.trim().toLowerCase()
  return (
    needle === '' ||
    token.symbol.toLowerCase().includes(needle) ||
    (token.name ?? '').toLowerCase().includes(needle) ||
    token.address.toLowerCase() === needle
  )
}

/**
 * The token picker window titled 'Select' (docs/behaviour/tokens-and-assets.md#token-picker): search by symbol, name
 * or address; pick one.
 */
export function TokenPickerDialog({ tokens, onOpenChange, onPick, onAddCustom }: TokenPickerDialogProps) {
  const searchId = useId()
  const [search, setSearch] = useState('')
  const shown = tokens.filter((t) => matches(t, search))
  return (
    <Dialog open onOpenChange={onOpenChange} title="Select" width={400}>
      <div className="stack">
        <div className="field">
          <label htmlFor={searchId}>Search token</label>
          <input id={searchId} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        {shown.length === 0 ? (
          <p className="muted">No tokens found.</p>
        ) : (
          <ul className="item-list" aria-label="Tokens">
            {shown.map((token) => (
              <li key={token.address} className="item-row">
                <button type="button" className="item-pick" onClick={() => onPick(token)}>
                  <strong>{token.symbol}</strong>
                  {token.name && <span className="muted"> {token.name}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        {onAddCustom && (
          <div className="row">
            <button type="button" className="btn btn-secondary" onClick={onAddCustom}>
              Add Custom Token
            </button>
          </div>
        )}
      </div>
    </Dialog>
  )
}
