import {
  computeCollateralSlider,
  computeDepositHint,
  type DefiToken,
  type FMintRatios,
  fmintTexts,
} from '@ftm-wallet/sdk'
import type { FormEvent } from 'react'
import { AmountSlider } from './AmountSlider.js'
import { checkCollateralChange, fmintButton } from './fmintChangeCheck.js'
import { formatFusd, formatTokenAmount } from './formatToken.js'
import { PositionCircles } from './PositionCircles.js'
import { useFMintChange } from './useFMintChange.js'

export type CollateralMode = 'manage' | 'lock' | 'unlock'

export interface CollateralFormProps {
  mode: CollateralMode
  token: DefiToken
  /** Collateral tokens for the picker (deposit/withdraw mode). */
  tokens?: readonly DefiToken[]
  onTokenChange?: (address: string) => void
  locked: bigint
  available: bigint
  maxUnlock: bigint
  /** The whole account's values in fUSD. */
  position: { collateralValue: bigint; debtValue: bigint }
  ratios: FMintRatios
  reservePercent: number
  gasWarning: string | undefined
  /** Signed change of the locked amount: positive locks, negative unlocks. */
  onSubmit: (change: bigint) => void
}

const TITLES: Record<CollateralMode, (symbol: string) => string> = {
  manage: (symbol) => `Lock/Unlock ${symbol}`,
  lock: () => 'Lock Collateral',
  unlock: () => 'Unlock Collateral',
}

/** The lock/unlock page (docs/behaviour/fmint.md#screens): balances, amount with slider, circles and messages. */
export function CollateralForm(props: CollateralFormProps) {
  const { mode, token, locked, available, position, ratios, gasWarning } = props
  const slider = computeCollateralSlider({
    mode,
    locked,
    available,
    maxUnlock: props.maxUnlock,
    decimals: token.decimals,
    reservePercent: props.reservePercent,
  })
  const { value, setValue, change, display } = useFMintChange({
    slider,
    direction: mode === 'unlock' ? 'remove' : 'add',
    token,
    position,
    ratios,
    side: 'collateral',
  })
  const hint =
    mode === 'unlock'
      ? undefined
      : computeDepositHint({ availableBalance: available, symbol: token.symbol, decimals: token.decimals })
  const check = checkCollateralChange(change, { token, locked, available, maxUnlock: props.maxUnlock })
  const button = fmintButton(check, mode === 'unlock' || change < 0n ? 'Unlock' : 'Lock', {
    change,
    gasWarning,
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (button.enabled) props.onSubmit(change)
  }
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <h1>{TITLES[mode](token.symbol)}</h1>
      {mode !== 'unlock' && <p>{fmintTexts.lockIntro}</p>}
      {mode !== 'lock' && <p>{fmintTexts.unlockIntro}</p>}
      {props.tokens && props.onTokenChange && mode !== 'manage' && (
        <div className="field">
          <label htmlFor="fmint-collateral-token">Token</label>
          <select
            id="fmint-collateral-token"
            value={token.address}
            onChange={(e) => props.onTokenChange?.(e.target.value)}
          >
            {props.tokens.map((t) => (
              <option key={t.address} value={t.address}>
                {t.symbol}
              </option>
            ))}
          </select>
        </div>
      )}
      <dl className="balance-pair" data-testid="fmint-balances">
        <dt>Available</dt>
        <dd>
          {formatTokenAmount(available, token)} {token.symbol}
        </dd>
        <dt>Locked</dt>
        <dd>
          {formatTokenAmount(locked, token)} {token.symbol}
        </dd>
        <dt>Minted</dt>
        <dd>{formatFusd(position.debtValue)} fUSD</dd>
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
      <PositionCircles display={display} />
      <Messages messages={[hint, display.warning, gasWarning]} />
      <button type="submit" className="btn btn-primary" disabled={!button.enabled}>
        {button.label}
      </button>
    </form>
  )
}

/** The page's messages (deposit hint, near-liquidation and gas warnings), announced as alerts. */
export function Messages({ messages }: { messages: readonly (string | undefined)[] }) {
  const shown = messages.filter((m): m is string => !!m)
  if (shown.length === 0) return null
  return (
    <div className="stack">
      {shown.map((message) => (
        <p key={message} role="alert" className="message message-warning">
          {message}
        </p>
      ))}
    </div>
  )
}
