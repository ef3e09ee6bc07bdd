import { buildIncreaseAllowanceTx } from '../../contracts/erc20/buildIncreaseAllowanceTx.js'
import { buildSwapExactTokensForTokensTx } from '../../contracts/router/buildSwapExactTokensForTokensTx.js'
import { buildSwapTokensForExactTokensTx } from '../../contracts/router/buildSwapTokensForExactTokensTx.js'
import { buildUnwrapTx } from '../../contracts/wftm/buildUnwrapTx.js'
import { buildWrapTx } from '../../contracts/wftm/buildWrapTx.js'
import { computeSwapButtonState, computeWrapButtonState } from '../../swap/buttonStates.js'
import { computeMaximumAmount, computeMinimumAmount, computeSwapAllowance } from '../../swap/slippage.js'
import type { FlowDefinition } from '../engine/types.js'
import { ALLOW_SKIPPED_NOTICE, allowanceCovers } from './approvals.js'
import { refusesUnlessEnabled } from './check.js'
import { type FlowContracts, resolveDeadline, resolveFlowContracts } from './contracts.js'
import { allowStep, dynamicStep, staticStep } from './step.js'

export interface SwapParams {
  fromToken: string
  toToken: string
  /** exactIn: sell `amountIn` for at least the minimum received; exactOut: buy `amountOut` for at most the maximum sold. */
  mode: 'exactIn' | 'exactOut'
  /** Base units of fromToken (the quoted input in exactOut mode). */
  amountIn: bigint
  /** Base units of toToken (the quoted output in exactIn mode). */
  amountOut: bigint
  /** The slippage setting in percent (0.5 by default). */
  slippagePercent: number
  /** exactIn with "max": the whole balance is allowed. */
  useMax?: boolean | undefined
  balance?: bigint | undefined
  /** Route; [fromToken, toToken] by default. */
  path?: readonly string[] | undefined
  /** Unix seconds; the latest block's time + 1200 s by default. */
  deadline?: bigint | undefined
  contracts?: Partial<FlowContracts> | undefined
}

export interface SwapFacts {
  /** The web wallet without an account: 'Connect Wallet' (true by default). */
  hasAccount?: boolean | undefined
  /** The chosen tokens (undefined while not chosen: 'Select a token'). */
  fromToken: { symbol: string } | undefined
  toToken: { symbol: string } | undefined
  /** The pair exists, its LP supply is not 0 and it can quote the amount. */
  hasLiquidity: boolean
  /** The wallet's balance of fromToken. */
  fromBalance: bigint
}

/**
 * Swap (2 steps, docs/behaviour/swap-and-liquidity.md#swap): allow the router to spend the input, then trade. Check: the swap button's rules,
 * its label as the message (Select a token, Enter an amount, Insufficient Pair Liquidity, Insufficient {symbol}
 * balance).
 */
export const swapFlow: FlowDefinition<SwapParams, SwapFacts> = {
  id: 'swap',
  check: ({ amountIn, amountOut }, facts) =>
    refusesUnlessEnabled(
      computeSwapButtonState({
        hasAccount: facts.hasAccount ?? true,
        fromToken: facts.fromToken,
        toToken: facts.toToken,
        fromAmount: amountIn,
        toAmount: amountOut,
        hasLiquidity: facts.hasLiquidity,
        fromBalance: facts.fromBalance,
      }),
    ),
  async plan(params, dependencies) {
    const { router } = await resolveFlowContracts(['router'], params.contracts, dependencies)
    const { fromToken, toToken, mode, amountIn, amountOut, slippagePercent } = params
    const path = params.path ?? [fromToken, toToken]
    const allowance = computeSwapAllowance({
      mode,
      amountIn,
      slippagePercent,
      useMax: params.useMax,
      balance: params.balance,
    })
    // docs/behaviour/approvals.md#allow-skipped: what the trade may take at most is already allowed → no Allow step.
    const spend = mode === 'exactOut' ? computeMaximumAmount({ amount: amountIn, slippagePercent }) : amountIn
    const covered = await allowanceCovers(dependencies, { token: fromToken, spender: router, amount: spend })
    // What the trade takes at most is what the Allow step needs (docs/behaviour/signing.md#decoded-calls).
    const allow = allowStep(
      'allow',
      'Allow',
      buildIncreaseAllowanceTx({ token: fromToken, spender: router, amount: allowance }),
      spend,
    )
    return {
      notices: covered ? [ALLOW_SKIPPED_NOTICE] : [],
      steps: [
        ...(covered ? [] : [allow]),
        dynamicStep('trade', 'Trade', async (context) => {
          const deadline = await resolveDeadline(params.deadline, context)
          const recipient = context.from
          if (mode === 'exactOut') {
            const amountInMax = computeMaximumAmount({ amount: amountIn, slippagePercent })
            return buildSwapTokensForExactTokensTx({
              router,
              amountOut,
              amountInMax,
              path,
              recipient,
              deadline,
            })
          }
          const amountOutMin = computeMinimumAmount({ amount: amountOut, slippagePercent })
          return buildSwapExactTokensForTokensTx({
            router,
            amountIn,
            amountOutMin,
            path,
            recipient,
            deadline,
          })
        }),
      ],
    }
  },
}

export interface WrapParams {
  /** wei */
  amount: bigint
  contracts?: Partial<FlowContracts> | undefined
}

export interface WrapFacts {
  hasAccount?: boolean | undefined
  /** Most that may be wrapped (balance − 2 FTM kept for fees) or unwrapped (the WFTM balance). */
  max: bigint
  /** The symbol of what is given (FTM, or the wrapped token's symbol). */
  fromSymbol: string
  /** False while the wrapped token is not known: 'Select a token' (true by default). */
  hasToken?: boolean | undefined
}

const checkWrap =
  (direction: 'wrap' | 'unwrap') =>
  ({ amount }: WrapParams, facts: WrapFacts) =>
    refusesUnlessEnabled(
      computeWrapButtonState({
        hasAccount: facts.hasAccount ?? true,
        direction: facts.hasToken === false ? undefined : direction,
        fromSymbol: facts.fromSymbol,
        amount,
        max: facts.max,
      }),
      'amount',
    )

/** Wrap FTM into WFTM (1 step): `deposit()` with the amount as value. Check: the wrap button's rules. */
export const wrapFlow: FlowDefinition<WrapParams, WrapFacts> = {
  id: 'wrap',
  check: /* @__PURE__ */ checkWrap('wrap'),
  async plan({ amount, contracts }, dependencies) {
    const { wftm } = await resolveFlowContracts(['wftm'], contracts, dependencies)
    return { steps: [staticStep('wrap', 'Wrap', buildWrapTx({ wftm, amount }))] }
  },
}

/**
 * Unwrap WFTM into FTM (1 step): `withdraw(amount)`. The original also sent an allowance to the fMint contract first
 * (docs/decisions.md#allowances); `withdraw` burns the caller's own balance and needs no allowance, so we
 * deliberately skip that transaction.
 */
export const unwrapFlow: FlowDefinition<WrapParams, WrapFacts> = {
  id: 'unwrap',
  check: /* @__PURE__ */ checkWrap('unwrap'),
  async plan({ amount, contracts }, dependencies) {
    const { wftm } = await resolveFlowContracts(['wftm'], contracts, dependencies)
    return { steps: [staticStep('unwrap', 'Unwrap', buildUnwrapTx({ wftm, amount }))] }
  },
}
