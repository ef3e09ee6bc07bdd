import { FEE_RESERVE, swapLabels } from '@ftm-wallet/sdk'
import { unwrapFlow, wrapFlow } from '@ftm-wallet/sdk/machines'
import { type FormEvent, useState } from 'react'
import { checkButton } from '../../flow/checkButton.js'
import { parseAmountText, toAmountText } from './amountText.js'
import { TokenAmountField } from './TokenAmountField.js'

export interface WrapToken {
  address: string
  symbol: string
  decimals: number
  balance: bigint | undefined
}

export interface WrapSubmit {
  direction: 'wrap' | 'unwrap'
  /** wei */
  amount: bigint
}

export interface WrapFormProps {
  hasAccount: boolean
  /** FTM balance, wei; undefined while loading. */
  ftmBalance: bigint | undefined
  /** The wrapped token (canWrapFTM); undefined while loading. */
  wftm: WrapToken | undefined
  onSubmit: (value: WrapSubmit) => void
}

const FTM = { symbol: 'FTM', decimals: 18 }

/**
 * Wrap FTM (docs/behaviour/swap-and-liquidity.md#wrap-and-unwrap): From and To with balances, Max, direction switch,
 * price line with toggle, Wrap/Unwrap.
 */
export function WrapForm({ hasAccount, ftmBalance, wftm, onSubmit }: WrapFormProps) {
  const [direction, setDirection] = useState<'wrap' | 'unwrap'>('wrap')
  const [text, setText] = useState('')
  const [inverted, setInverted] = useState(false)
  const amount = parseAmountText(text, 18)
  const wrapping = direction === 'wrap'
  // FTM keeps 2 FTM back for fees (docs/behaviour/swap-and-liquidity.md#wrap-and-unwrap); WFTM can be unwrapped
  // whole.
  const max = wrapping
    ? ftmBalance !== undefined && ftmBalance > FEE_RESERVE
      ? ftmBalance - FEE_RESERVE
      : 0n
    : (wftm?.balance ?? 0n)
  const from = wrapping ? { ...FTM, balance: ftmBalance } : wftm
  const to = wrapping ? wftm : { ...FTM, balance: ftmBalance }
  // The wrap or unwrap flow's check gives the button its label, or lets it wrap.
  const button = checkButton(
    (wrapping ? wrapFlow : unwrapFlow).check(
      { amount },
      { hasAccount, hasToken: !!wftm, fromSymbol: from?.symbol ?? '', max },
    ),
    wrapping ? swapLabels.wrap : swapLabels.unwrap,
  )
  const [base, quote] = inverted ? [to, from] : [from, to]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (button.enabled) onSubmit({ direction, amount })
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TokenAmountField
        label="From"
        value={text}
        onChange={setText}
        token={from}
        balance={from?.balance}
        onMax={() => setText(toAmountText(max, 18))}
        invalid={amount > max}
        picker={<span className="badge">{from?.symbol ?? '…'}</span>}
      />
      <button
        type="button"
        className="btn btn-icon"
        aria-label="Swap direction"
        onClick={() => {
          setDirection(wrapping ? 'unwrap' : 'wrap')
          setText('')
        }}
      >
        <span aria-hidden="true">⇅</span>
      </button>
      <TokenAmountField
        label="To"
        value={text}
        onChange={setText}
        token={to}
        balance={to?.balance}
        picker={<span className="badge">{to?.symbol ?? '…'}</span>}
      />
      {base && quote && (
        <p className="row">
          <span>
            Price: 1 {base.symbol} = 1.0000 {quote.symbol}
          </span>
          <button
            type="button"
            className="btn btn-small"
            aria-label="Invert price"
            onClick={() => setInverted(!inverted)}
          >
            <span aria-hidden="true">⇄</span>
          </button>
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!button.enabled}>
        {button.label}
      </button>
    </form>
  )
}
