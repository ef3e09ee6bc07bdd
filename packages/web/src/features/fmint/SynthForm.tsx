import {
  computeMintFee,
  computeSynthSlider,
  type DefiToken,
  type FMintRatios,
  fmintTexts,
  formatTokenValue,
} from '@ftm-wallet/sdk'
import type { FormEvent } from 'react'
import { AmountSlider } from './AmountSlider.js'
import { Messages } from './CollateralForm.js'
import { checkSynthChange, fmintButton } from './fmintChangeCheck.js'
import { formatFusd, formatTokenAmount } from './formatToken.js'
import { PositionCircles } from './PositionCircles.js'
import { useFMintChange } from './useFMintChange.js'

export type SynthMode = 'manage' | 'mint' | 'repay'

export interface SynthChange {
  /** Positive mints, negative repays. */
  change: bigint
  /** The most this direction allows (the max-call switch compares with it). */
  max: bigint
}

export interface SynthFormProps {
  mode: SynthMode
  token: DefiToken
  /** Minted amount of the token. */
  debt: bigint
  available: bigint
  maxMint: bigint
  position: { collateralValue: bigint; debtValue: bigint }
  ratios: FMintRatios
  reservePercent: number
  gasWarning: string | undefined
  onSubmit: (change: SynthChange) => void
  /** The locked collateral in its own tokens ('100 WFTM'); without it the fUSD value is shown alone. */
  locked?: readonly { amount: bigint; token: DefiToken }[] | undefined
}

const TITLES: Record<SynthMode, (symbol: string) => string> = {
  manage: (symbol) => `Mint/Repay ${symbol}`,
  mint: (symbol) => `Mint ${symbol}`,
  repay: (symbol) => `Repay ${symbol}`,
}

/**
 * The mint/repay page (docs/behaviour/fmint.md#screens): max mintable, price, balances, amount with slider and the
 * circles.
 */
export function SynthForm(props: SynthFormProps) {
  const { mode, token, debt, available, maxMint, position, ratios, gasWarning } = props
  const slider = computeSynthSlider({ mode, debt, available, maxMint, reservePercent: props.reservePercent })
  const { value, setValue, change, display } = useFMintChange({
    slider,
    direction: mode === 'repay' ? 'remove' : 'add',
    token,
    position,
    ratios,
    side: 'debt',
  })
  const fee = change > 0n ? computeMintFee({ amount: change, mintFee: ratios.mintFee }) : 0n
  const max =
    change < 0n ? (slider.kind === 'target' ? debt - slider.min : slider.max) : slider.max - slider.start
  const check = checkSynthChange(change, { token, debt, available, maxMint })
  const button = fmintButton(check, mode === 'repay' || change < 0n ? 'Repay' : 'Mint', {
    change,
    gasWarning,
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (button.enabled) props.onSubmit({ change, max })
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1>{TITLES[mode](token.symbol)}</h1>
      {mode !== 'repay' && <p>{fmintTexts.mintIntro}</p>}
      {mode !== 'mint' && <p>{fmintTexts.repayIntro}</p>}
      <dl className="balance-pair" data-testid="fmint-balances">
        <dt>Max mintable</dt>
        <dd>
          {formatTokenAmount(maxMint, token)} {token.symbol}
        </dd>
        <dt>Current price</dt>
        <dd>${formatTokenValue(token.price, { decimals: token.priceDecimals, displayDecimals: 5 })}</dd>
        <dt>Minted</dt>
        <dd>
          {formatTokenAmount(debt, token)} {token.symbol}
        </dd>
        <dt>Locked</dt>
        <dd>{lockedText(props.locked, position.collateralValue)}</dd>
      </dl>
      <AmountSlider
        label={`Amount (${token.symbol})`}
        value={value}
        slider={slider}
        decimals={token.decimals}
        onChange={setValue}
        unit={token.symbol}
        format={(v) => formatTokenAmount(v, token)}
        percentLabels={mode !== 'manage'}
      />
      {change > 0n && (
        <p data-testid="mint-message">
          You will receive {formatTokenAmount(change - fee, token)} {token.symbol} (minting fee{' '}
          {formatTokenAmount(fee, token)} {token.symbol}).
        </p>
      )}
      <PositionCircles display={display} />
      <Messages messages={[display.warning, gasWarning]} />
      <button type="submit" className="btn btn-primary" disabled={!button.enabled}>
        {button.label}
      </button>
    </form>
  )
}

/**
 * The locked collateral in its own tokens with its value after it — '100 WFTM (70.00 fUSD)', never only the value
 * as if fUSD were locked (docs/behaviour/fmint.md#screens).
 */
export function lockedText(locked: SynthFormProps['locked'], value: bigint): string {
  const held = (locked ?? []).filter((l) => l.amount > 0n)
  if (held.length === 0) return locked ? `0 (${formatFusd(value)} fUSD)` : `${formatFusd(value)} fUSD`
  const amounts = held.map((l) => `${formatTokenAmount(l.amount, l.token)} ${l.token.symbol}`).join(' + ')
  return `${amounts} (${formatFusd(value)} fUSD)`
}
