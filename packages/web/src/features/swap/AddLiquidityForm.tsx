import {
  computeAddLiquidityShare,
  computePrice,
  computeQuote,
  findPairOf,
  formatPercent,
  formatPrice,
  isSameAddress,
  listPairTokens,
  orientPair,
  swapLabels,
  type UniswapPair,
} from '@ftm-wallet/sdk'
import { type AddLiquidityParams, addLiquidityFlow } from '@ftm-wallet/sdk/machines'
import { type FormEvent, useState } from 'react'
import { checkButton } from '../../flow/checkButton.js'
import { parseAmountText, toAmountText, toComputedText } from './amountText.js'
import { PairInfoPanel } from './PairInfoPanel.js'
import { TokenAmountField } from './TokenAmountField.js'
import { type PickerToken, TokenPicker } from './TokenPicker.js'

export interface AddLiquiditySummary {
  a: PickerToken
  b: PickerToken
  params: AddLiquidityParams
}

export interface AddLiquidityFormProps {
  pairs: readonly UniswapPair[]
  hasAccount: boolean
  slippagePercent: number
  tokenA: string | undefined
  tokenB: string | undefined
  onTokensChange: (a: string | undefined, b: string | undefined) => void
  onSubmit: (summary: AddLiquiditySummary) => void
}

type Side = 'A' | 'B'

/**
 * Add Liquidity (docs/behaviour/swap-and-liquidity.md#add-liquidity): two Input amounts, pickers, prices and pool
 * share, Supply.
 */
export function AddLiquidityForm(props: AddLiquidityFormProps) {
  const { pairs, hasAccount, slippagePercent, onTokensChange, onSubmit } = props
  const [texts, setTexts] = useState<{ A: string; B: string; edited: Side }>({ A: '', B: '', edited: 'A' })
  const tokens = listPairTokens(pairs)
  const a = tokens.find((t) => isSameAddress(t.address, props.tokenA))
  const b = tokens.find((t) => isSameAddress(t.address, props.tokenB))
  const pair = findPairOf(pairs, a?.address, b?.address)
  const side = pair && a ? orientPair(pair, a.address) : null
  const hasLiquidity = !!pair && pair.totalSupply > 0n && !!side && side.reserveA > 0n && side.reserveB > 0n
  // With liquidity the other side follows the pool price; without, both amounts are the user's.
  const other = (from: Side, amount: bigint): bigint => {
    if (!side || amount <= 0n) return 0n
    return from === 'A'
      ? computeQuote({ amountA: amount, reserveA: side.reserveA, reserveB: side.reserveB })
      : computeQuote({ amountA: amount, reserveA: side.reserveB, reserveB: side.reserveA })
  }
  const typedA = a ? parseAmountText(texts.A, a.decimals) : 0n
  const typedB = b ? parseAmountText(texts.B, b.decimals) : 0n
  const amountA = hasLiquidity && texts.edited === 'B' ? other('B', typedB) : typedA
  const amountB = hasLiquidity && texts.edited === 'A' ? other('A', typedA) : typedB
  const balanceA = a?.balance ?? 0n
  const balanceB = b?.balance ?? 0n
  // The add-liquidity flow's check gives the button its label, or lets it supply.
  const button = checkButton(
    addLiquidityFlow.check(
      { tokenA: a?.address ?? '', tokenB: b?.address ?? '', amountA, amountB, slippagePercent },
      { hasAccount, tokenA: a, tokenB: b, balanceA, balanceB, hasLiquidity },
    ),
    swapLabels.supply,
  )
  const text = (s: Side) => {
    if (!hasLiquidity || texts.edited === s) return texts[s]
    const token = s === 'A' ? a : b
    return token ? toComputedText(s === 'A' ? amountA : amountB, token.decimals) : ''
  }
  const edit = (s: Side) => (value: string) => setTexts((t) => ({ ...t, [s]: value, edited: s }))
  // Max: the balance; when the other side would then exceed its balance, that side is set to its balance instead.
  const max = (s: Side) => () => {
    const [mine, theirs, token, otherToken] =
      s === 'A' ? [balanceA, balanceB, a, b] : [balanceB, balanceA, b, a]
    if (!token) return
    const o: Side = s === 'A' ? 'B' : 'A'
    if (hasLiquidity && otherToken && other(s, mine) > theirs) {
      setTexts((t) => ({ ...t, [o]: toAmountText(theirs, otherToken.decimals), edited: o }))
    } else setTexts((t) => ({ ...t, [s]: toAmountText(mine, token.decimals), edited: s }))
  }
  const clear = () => setTexts({ A: '', B: '', edited: 'A' })
  const pickA = (token: PickerToken) => {
    clear()
    if (isSameAddress(token.address, b?.address)) onTokensChange(b?.address, a?.address)
    else onTokensChange(token.address, findPairOf(pairs, token.address, b?.address) ? b?.address : undefined)
  }
  const pickB = (token: PickerToken) => {
    clear()
    onTokensChange(a?.address, token.address)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!button.enabled || !a || !b) return
    onSubmit({ a, b, params: { tokenA: a.address, tokenB: b.address, amountA, amountB, slippagePercent } })
  }
  const price = (base: PickerToken, quote: PickerToken, amountBase: bigint, amountQuote: bigint) =>
    formatPrice(
      computePrice({ amountBase, decimalsBase: base.decimals, amountQuote, decimalsQuote: quote.decimals }),
    )
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <TokenAmountField
        label="Input"
        hiddenLabel="(first token)"
        value={text('A')}
        onChange={edit('A')}
        token={a}
        balance={a?.balance}
        onMax={a ? max('A') : undefined}
        invalid={amountA > balanceA}
        picker={<TokenPicker label="First token" tokens={tokens} selected={a} onSelect={pickA} />}
      />
      <TokenAmountField
        label="Input"
        hiddenLabel="(second token)"
        value={text('B')}
        onChange={edit('B')}
        token={b}
        balance={b?.balance}
        onMax={b ? max('B') : undefined}
        invalid={amountB > balanceB}
        picker={
          <TokenPicker
            label="Second token"
            tokens={tokens}
            selected={b}
            isDisabled={(t) =>
              !a || isSameAddress(t.address, a.address) || !findPairOf(pairs, a.address, t.address)
            }
            onSelect={pickB}
          />
        }
      />
      {a && b && side && hasLiquidity && (
        <section className="card" aria-labelledby="prices-title">
          <h3 id="prices-title">Prices and pool share</h3>
          <dl>
            <dt>
              {b.symbol} per {a.symbol}
            </dt>
            <dd>{price(a, b, side.reserveA, side.reserveB)}</dd>
            <dt>
              {a.symbol} per {b.symbol}
            </dt>
            <dd>{price(b, a, side.reserveB, side.reserveA)}</dd>
            <dt>Share of Pool</dt>
            <dd>
              {formatPercent(
                computeAddLiquidityShare({
                  shareOf: pair?.shareOf ?? 0n,
                  totalSupply: pair?.totalSupply ?? 0n,
                  amountA,
                  reserveA: side.reserveA,
                }),
                3,
              )}
            </dd>
          </dl>
        </section>
      )}
      {!button.enabled && (
        <p role="alert" className="visually-hidden">
          {button.label}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={!button.enabled}>
        {button.label}
      </button>
      {pair && a && (pair.shareOf ?? 0n) > 0n ? (
        <PairInfoPanel pair={pair} tokenA={a.address} />
      ) : (
        <p className="message message-info">
          By adding liquidity you earn 0.3% of all trades on this pair, in proportion to your share of the
          pool. Fees are added to the pool, accrue in real time and are claimed by withdrawing your liquidity.
        </p>
      )}
    </form>
  )
}
