import {
  type ButtonState,
  canSubmitFMintChange,
  computeMaxMint,
  computeMaxRepay,
  computeMaxUnlock,
  type DefiToken,
  type FMintRatios,
  type FMintTokenRow,
} from '@ftm-wallet/sdk'
import {
  type FlowCheck,
  type FMintAmountFacts,
  fmintLockFlow,
  fmintMintFlow,
  fmintRepayFlow,
  fmintUnlockFlow,
} from '@ftm-wallet/sdk/machines'
import { checkButton } from '../../flow/checkButton.js'

export interface CollateralChangeFacts {
  token: DefiToken
  /** Locked collateral of the token. */
  locked: bigint
  /** The wallet's balance of the token: the most a lock may take. */
  available: bigint
  /** computeMaxUnlock: the most an unlock may take. */
  maxUnlock: bigint
}

/** What a page knows of the whole account: its values in fUSD and the ratios. */
export interface FMintAccountFacts {
  account: { collateralValue: bigint; debtValue: bigint }
  ratios: FMintRatios
}

/** The lock/unlock facts of a token's row: its locked and available amounts and computeMaxUnlock. */
export function rowCollateralFacts(
  row: FMintTokenRow<DefiToken>,
  { account, ratios }: FMintAccountFacts,
): CollateralChangeFacts {
  const maxUnlock = computeMaxUnlock({
    collateral: row.collateral,
    token: row.token,
    overallCollateralValue: account.collateralValue,
    overallDebtValue: account.debtValue,
    minCollateralRatio: ratios.minCollateralRatio,
  })
  return { token: row.token, locked: row.collateral, available: row.available, maxUnlock }
}

/**
 * The facts of a lock (a positive change: at most the balance) or an unlock (a negative one: at most
 * computeMaxUnlock) — the ones the CLI gives fmintLock and fmintUnlock.
 */
export function collateralAmountFacts(change: bigint, facts: CollateralChangeFacts): FMintAmountFacts {
  return { max: change >= 0n ? facts.available : facts.maxUnlock, token: facts.token }
}

/** The lock/unlock form's signed change against its flow's check (fmintLock or fmintUnlock). */
export function checkCollateralChange(change: bigint, facts: CollateralChangeFacts): FlowCheck {
  const { token, locked, available } = facts
  const amountFacts = collateralAmountFacts(change, facts)
  if (change >= 0n) {
    return fmintLockFlow.check(
      { token: token.address, amount: change, availableBalance: available },
      amountFacts,
    )
  }
  return fmintUnlockFlow.check(
    { token: token.address, amount: -change, collateral: locked, decimals: token.decimals },
    amountFacts,
  )
}

export interface SynthChangeFacts {
  token: DefiToken
  /** Minted amount of the token. */
  debt: bigint
  /** The wallet's balance of the token. */
  available: bigint
  /** computeMaxMint: the most a mint may take. */
  maxMint: bigint
}

/** The mint/repay facts of a token's row: its debt and available amounts and computeMaxMint. */
export function rowSynthFacts(
  row: FMintTokenRow<DefiToken>,
  { account, ratios }: FMintAccountFacts,
): SynthChangeFacts {
  const maxMint = computeMaxMint({
    collateralValue: account.collateralValue,
    debtValue: account.debtValue,
    minCollateralRatio: ratios.minCollateralRatio,
    token: row.token,
  })
  return { token: row.token, debt: row.debt, available: row.available, maxMint }
}

/**
 * The facts of a mint (a positive change: at most computeMaxMint) or a repay (a negative one: at most
 * computeMaxRepay, the debt or the balance) — the ones the CLI gives fmintMint and fmintRepay.
 */
export function synthAmountFacts(change: bigint, facts: SynthChangeFacts): FMintAmountFacts {
  const { token, debt, available, maxMint } = facts
  return { max: change >= 0n ? maxMint : computeMaxRepay({ debt, availableBalance: available }), token }
}

/** The mint/repay form's signed change against its flow's check (fmintMint or fmintRepay). */
export function checkSynthChange(change: bigint, facts: SynthChangeFacts): FlowCheck {
  const { token } = facts
  const amountFacts = synthAmountFacts(change, facts)
  if (change >= 0n) return fmintMintFlow.check({ token: token.address, amount: change }, amountFacts)
  return fmintRepayFlow.check({ token: token.address, amount: -change }, amountFacts)
}

/**
 * An fMint form's submit button: the check's refusal as a disabled label; otherwise `label`, enabled when the
 * amount changed and FTM for gas is there (canSubmitFMintChange, docs/behaviour/fmint.md#steps).
 */
export function fmintButton(
  check: FlowCheck,
  label: string,
  { change, gasWarning }: { change: bigint; gasWarning: string | undefined },
): ButtonState {
  const button = checkButton(check, label)
  return button.enabled ? { label, enabled: canSubmitFMintChange({ change, gasWarning }) } : button
}
