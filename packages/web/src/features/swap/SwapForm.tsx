import {
  AMOUNT_DEBOUNCE,
  computePrice,
  computeSwapQuote,
  findPairOf,
  formatPercent,
  formatPrice,
  isSameAddress,
  listPairTokens,
  orientPair,
  swapLabels,
  type UniswapPair,
} from '@ftm-wallet/sdk'
import { type SwapParams, swapFlow } from '@ftm-wallet/sdk/machines'
import { type FormEvent, useState } from 'react'
import { checkButton } from '../../flow/checkButton.js'
import { parseAmountText, showAmount, toAmountText, toComputedText } from './amountText.js'
import { TokenAmountField } from './TokenAmountField.js'
import { type PickerToken, TokenPicker } from './TokenPicker.js'
import { useDebouncedValue } from './useDebouncedValue.js'

export interface SwapSummary {
  from: PickerToken
  to: PickerToken
  params: SwapParams
}

export interface SwapFormProps {
  pairs: readonly UniswapPair[]
  hasAccount: boolean
  /** The slippage setting in percent. */
  slippagePercent: number
  fromAddress: string | undefined
  toAddress: string | undefined
  onTokensChange: (from: string | undefined, to: string | undefined) => void
  onSubmit: (summary: SwapSummary) => void
}

/**
 * The swap form (docs/behaviour/swap-and-liquidity.md#screens): two amounts with pickers, direction switch, price,
 * impact, limit, button.
 */
export function SwapForm(props: SwapFormProps) {
  const { pairs, hasAccount, slippagePercent, fromAddress, toAddress, onTokensChange, onSubmit } = props
  const [entry, setEntry] = useState<{ mode: 'exactIn' | 'exactOut'; text: string }>({
    mode: 'exactIn',
    text: '',
  })
  // The typed text shows at once; the other side, price and button follow 250 ms after the last keystroke
  // (docs/behaviour/swap-and-liquidity.md#swap). Clearing (a new token, the direction switch) applies at once.
  const debounced = useDebouncedValue(entry, AMOUNT_DEBOUNCE)
  const { mode, text } = entry.text === '' ? entry : debounced
  // A press while the last keystroke is not yet counted would trade the previous amount.
  const settling = entry.text !== '' && (entry.text !== debounced.text || entry.mode !== debounced.mode)
  const setText = (value: string) => setEntry((e) => ({ ...e, text: value }))
  const tokens = listPairTokens(pairs)
  const from = tokens.find((t) => isSameAddress(t.address, fromAddress))
  const to = tokens.find((t) => isSameAddress(t.address, toAddress))
  const pair = findPairOf(pairs, from?.address, to?.address)
  const side = pair && from ? orientPair(pair, from.address) : null
  const typedToken = mode === 'exactIn' ? from : to
  const typed = typedToken ? parseAmountText(text, typedToken.decimals) : 0n
  const quote = side
    ? computeSwapQuote({
        mode,
        amount: typed,
        reserveIn: side.reserveA,
        reserveOut: side.reserveB,
        slippagePercent,
      })
    : null
  const hasLiquidity = !!pair && pair.totalSupply > 0n && (typed === 0n || quote !== null)
  const fromAmount = quote?.amountIn ?? (mode === 'exactIn' ? typed : 0n)
  const toAmount = quote?.amountOut ?? (mode === 'exactOut' ? typed : 0n)
  // The swap flow's check gives the button its label ('Select a token', 'Enter an amount', …) or lets it swap.
  const button = checkButton(
    swapFlow.check(
      {
        fromToken: from?.address ?? '',
        toToken: to?.address ?? '',
        mode,
        amountIn: fromAmount,
        amountOut: toAmount,
        slippagePercent,
      },
      { hasAccount, fromToken: from, toToken: to, hasLiquidity, fromBalance: from?.balance ?? 0n },
    ),
    swapLabels.swap,
  )
  const shown = (which: 'exactIn' | 'exactOut', token: PickerToken | undefined, value: bigint) =>
    entry.mode === which ? entry.text : token ? toComputedText(value, token.decimals) : ''
  const type = (which: 'exactIn' | 'exactOut') => (value: string) => setEntry({ mode: which, text: value })
  const pick = (which: 'from' | 'to') => (token: PickerToken) => {
    setText('')
    if (which === 'from')
      onTokensChange(token.address, isSameAddress(token.address, to?.address) ? undefined : to?.address)
    else onTokensChange(from?.address, token.address)
  }
  const switchDirection = () => {
    setText('')
    onTokensChange(to?.address, from?.address)
  }
  const price =
    from && to && side
      ? quote
        ? computePrice({
            amountBase: quote.amountIn,
            decimalsBase: from.decimals,
            amountQuote: quote.amountOut,
            decimalsQuote: to.decimals,
          })
        : computePrice({
            amountBase: side.reserveA,
            decimalsBase: from.decimals,
            amountQuote: side.reserveB,
            decimalsQuote: to.decimals,
          })
      : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!button.enabled || settling || !quote || !from || !to) return
    onSubmit({
      from,
      to,
      params: {
        fromToken: from.address,
        toToken: to.address,
        mode,
        amountIn: quote.amountIn,
        amountOut: quote.amountOut,
        slippagePercent,
      },
    })
  }
  return (
    <form className="stack swap-form" onSubmit={submit} noValidate>
      <TokenAmountField
        label="From"
        value={shown('exactIn', from, fromAmount)}
        onChange={type('exactIn')}
        token={from}
        balance={from?.balance}
        onMax={from ? () => type('exactIn')(toAmountText(from.balance ?? 0n, from.decimals)) : undefined}
        invalid={!!from && fromAmount > (from.balance ?? 0n)}
        picker={
          <TokenPicker
            label="From token"
            tokens={tokens}
            selected={from}
            isDisabled={(t) => isSameAddress(t.address, to?.address)}
            onSelect={pick('from')}
          />
        }
      />
      <button type="button" className="btn btn-icon" aria-label="Swap direction" onClick={switchDirection}>
        <span aria-hidden="true">⇅</span>
      </button>
      <TokenAmountField
        label="To"
        value={shown('exactOut', to, toAmount)}
        onChange={type('exactOut')}
        token={to}
        balance={to?.balance}
        picker={
          <TokenPicker
            label="To token"
            tokens={tokens}
            selected={to}
            isDisabled={(t) => isSameAddress(t.address, from?.address)}
            onSelect={pick('to')}
          />
        }
      />
      {from && to && price !== undefined && price > 0n && (
        <dl className="swap-details" data-testid="swap-details">
          <dt>Price</dt>
          <dd>
            1 {from.symbol} = {formatPrice(price)} {to.symbol}
          </dd>
          {quote && (
            <>
              <dt>Price Impact</dt>
              <dd>{formatPercent(quote.priceImpact, 2)}</dd>
              <dt>{quote.limit.kind === 'minimumReceived' ? 'Minimum received' : 'Maximum sold'}</dt>
              <dd>
                {quote.limit.kind === 'minimumReceived'
                  ? `${showAmount(quote.limit.amount, to.decimals)} ${to.symbol}`
                  : `${showAmount(quote.limit.amount, from.decimals)} ${from.symbol}`}
              </dd>
            </>
          )}
        </dl>
      )}
      <button type="submit" className="btn btn-primary" disabled={!button.enabled || settling}>
        {button.label}
      </button>
    </form>
  )
}
