import { swapLabels } from './messages.js'

/** Label of a form's submit button and whether it may be pressed (only the final label enables it). */
export interface ButtonState {
  readonly label: string
  readonly enabled: boolean
}

interface TokenRef {
  readonly symbol: string
}

const blocked = (label: string): ButtonState => ({ label, enabled: false })

export interface SwapButtonParameters {
  hasAccount: boolean
  fromToken: TokenRef | undefined
  toToken: TokenRef | undefined
  fromAmount: bigint
  toAmount: bigint
  /** The pair exists and its LP supply is not 0. */
  hasLiquidity: boolean
  fromBalance: bigint
}

/**
 * Swap button (docs/behaviour/swap-and-liquidity.md#button-labels), first match wins: Connect Wallet, Select a token,
 * Enter an amount, Insufficient Pair Liquidity, Insufficient {symbol} balance, then Swap (enabled).
 */
export function computeSwapButtonState(p: SwapButtonParameters): ButtonState {
  if (!p.hasAccount) return blocked(swapLabels.connectWallet)
  if (!p.fromToken || !p.toToken) return blocked(swapLabels.selectToken)
  if (p.fromAmount <= 0n && p.toAmount <= 0n) return blocked(swapLabels.enterAmount)
  if (!p.hasLiquidity) return blocked(swapLabels.insufficientLiquidity)
  if (p.fromAmount <= 0n || p.toAmount <= 0n) return blocked(swapLabels.enterAmount)
  if (p.fromAmount > p.fromBalance) return blocked(swapLabels.insufficientTokenBalance(p.fromToken.symbol))
  return { label: swapLabels.swap, enabled: true }
}

export interface AddLiquidityButtonParameters {
  hasAccount: boolean
  tokenA: TokenRef | undefined
  tokenB: TokenRef | undefined
  amountA: bigint
  amountB: bigint
  balanceA: bigint
  balanceB: bigint
  hasLiquidity: boolean
}

/**
 * Add-liquidity button (docs/behaviour/swap-and-liquidity.md#button-labels): Connect Wallet; Select a token;
 * Insufficient Balance (both balances 0) or Insufficient {symbol} balance (one is 0); with no amounts Insufficient
 * Pair Liquidity or Enter an amount; Insufficient {symbol} balance when an amount exceeds its balance; then Supply
 * (enabled).
 */
export function computeAddLiquidityButtonState(p: AddLiquidityButtonParameters): ButtonState {
  if (!p.hasAccount) return blocked(swapLabels.connectWallet)
  if (!p.tokenA || !p.tokenB) return blocked(swapLabels.selectToken)
  if (p.balanceA <= 0n && p.balanceB <= 0n) return blocked(swapLabels.insufficientBalance)
  if (p.balanceA <= 0n) return blocked(swapLabels.insufficientTokenBalance(p.tokenA.symbol))
  if (p.balanceB <= 0n) return blocked(swapLabels.insufficientTokenBalance(p.tokenB.symbol))
  if (p.amountA <= 0n && p.amountB <= 0n) {
    return blocked(p.hasLiquidity ? swapLabels.enterAmount : swapLabels.insufficientLiquidity)
  }
  if (p.amountA <= 0n || p.amountB <= 0n) return blocked(swapLabels.enterAmount)
  if (p.amountA > p.balanceA) return blocked(swapLabels.insufficientTokenBalance(p.tokenA.symbol))
  if (p.amountB > p.balanceB) return blocked(swapLabels.insufficientTokenBalance(p.tokenB.symbol))
  return { label: swapLabels.supply, enabled: true }
}

/** Remove-liquidity button: Connect Wallet without an account; Remove, enabled only when both returns are above 0. */
export function computeRemoveLiquidityButtonState(p: {
  hasAccount: boolean
  amountA: bigint
  amountB: bigint
}): ButtonState {
  if (!p.hasAccount) return blocked(swapLabels.connectWallet)
  return { label: swapLabels.remove, enabled: p.amountA > 0n && p.amountB > 0n }
}

export interface WrapButtonParameters {
  hasAccount: boolean
  /** 'wrap' FTM → WFTM, 'unwrap' WFTM → FTM, undefined while no token is chosen. */
  direction: 'wrap' | 'unwrap' | undefined
  fromSymbol: string
  amount: bigint
  /** Most that may be wrapped or unwrapped (for FTM: balance − 2 FTM). */
  max: bigint
}

/**
 * Wrap button (docs/behaviour/swap-and-liquidity.md#button-labels): Connect Wallet, Enter an amount, Select a token,
 * Insufficient {symbol} balance, Wrap / Unwrap.
 */
export function computeWrapButtonState(p: WrapButtonParameters): ButtonState {
  if (!p.hasAccount) return blocked(swapLabels.connectWallet)
  if (p.amount <= 0n) return blocked(swapLabels.enterAmount)
  if (p.direction === undefined) return blocked(swapLabels.selectToken)
  if (p.amount > p.max) return blocked(swapLabels.insufficientTokenBalance(p.fromSymbol))
  return { label: p.direction === 'wrap' ? swapLabels.wrap : swapLabels.unwrap, enabled: true }
}
