import {
  computePrice,
  computeRemoveLiquidityAmounts,
  formatPrice,
  orientPair,
  swapLabels,
  type UniswapPair,
} from '@ftm-wallet/sdk'
import { type RemoveLiquidityParams, removeLiquidityFlow } from '@ftm-wallet/sdk/machines'
import { type FormEvent, useState } from 'react'
import { checkButton } from '../../flow/checkButton.js'
import { Slider } from '../../ui/Slider.js'
import { showComputedAmount } from './amountText.js'
import { PairInfoPanel } from './PairInfoPanel.js'
import type { PickerToken } from './TokenPicker.js'

export interface RemoveLiquiditySummary {
  a: PickerToken
  b: PickerToken
  percent: number
  params: RemoveLiquidityParams
}

export interface RemoveLiquidityFormProps {
  pair: UniswapPair
  /** The token shown first. */
  tokenA: string
  hasAccount: boolean
  slippagePercent: number
  onSubmit: (summary: RemoveLiquiditySummary) => void
}

const MARKS = [0, 25, 50, 75, 100]

/**
 * Remove Liquidity (docs/behaviour/swap-and-liquidity.md#remove-liquidity): slider 0–100 %, amounts returned, Price
 * box, Remove.
 */
export function RemoveLiquidityForm({
  pair,
  tokenA,
  hasAccount,
  slippagePercent,
  onSubmit,
}: RemoveLiquidityFormProps) {
  const [percent, setPercent] = useState(0)
  const side = orientPair(pair, tokenA)
  if (!side) return null
  const { tokenA: a, tokenB: b } = side
  const amounts = computeRemoveLiquidityAmounts({
    shareOf: pair.shareOf ?? 0n,
    totalSupply: pair.totalSupply,
    reserveA: side.reserveA,
    reserveB: side.reserveB,
    percent,
  })
  // The remove-liquidity flow's check: both returns above 0 ('Remove' stays disabled until then).
  const button = checkButton(
    removeLiquidityFlow.check(
      {
        pair: pair.pairAddress,
        tokenA: a.address,
        tokenB: b.address,
        liquidity: amounts.liquidity,
        amountA: amounts.amountA,
        amountB: amounts.amountB,
        slippagePercent,
      },
      { hasAccount },
    ),
    swapLabels.remove,
  )
  const price = (base: PickerToken, quote: PickerToken, amountBase: bigint, amountQuote: bigint) =>
    formatPrice(
      computePrice({ amountBase, decimalsBase: base.decimals, amountQuote, decimalsQuote: quote.decimals }),
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!button.enabled) return
    onSubmit({
      a,
      b,
      percent,
      params: {
        pair: pair.pairAddress,
        tokenA: a.address,
        tokenB: b.address,
        liquidity: amounts.liquidity,
        amountA: amounts.amountA,
        amountB: amounts.amountB,
        slippagePercent,
      },
    })
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="stack">
        <p>
          Amount: <output aria-label="Amount to remove">{percent}%</output>
        </p>
        <Slider
          label="Amount to remove"
          value={percent}
          min={0}
          max={100}
          step={1}
          onValueChange={setPercent}
        />
        <fieldset className="row">
          <legend className="visually-hidden">Amount presets</legend>
          {MARKS.map((mark) => (
            <button key={mark} type="button" className="btn btn-small" onClick={() => setPercent(mark)}>
              {mark}%
            </button>
          ))}
        </fieldset>
      </div>
      <dl data-testid="remove-amounts">
        <dt>{a.symbol}</dt>
        <dd>{showComputedAmount(amounts.amountA, a.decimals)}</dd>
        <dt>{b.symbol}</dt>
        <dd>{showComputedAmount(amounts.amountB, b.decimals)}</dd>
      </dl>
      <section className="card" aria-labelledby="remove-price-title">
        <h3 id="remove-price-title">Price</h3>
        <p>
          1 {a.symbol} = {price(a, b, side.reserveA, side.reserveB)} {b.symbol}
        </p>
        <p>
          1 {b.symbol} = {price(b, a, side.reserveB, side.reserveA)} {a.symbol}
        </p>
      </section>
      <button type="submit" className="btn btn-primary" disabled={!button.enabled}>
        {button.label}
      </button>
      <PairInfoPanel pair={pair} tokenA={a.address} />
    </form>
  )
}
