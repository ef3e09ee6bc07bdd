import { buildIncreaseAllowanceTx } from '../../contracts/erc20/buildIncreaseAllowanceTx.js'
import { buildApproveTx } from '../../contracts/pair/buildApproveTx.js'
import { buildAddLiquidityTx } from '../../contracts/router/buildAddLiquidityTx.js'
import { buildRemoveLiquidityTx } from '../../contracts/router/buildRemoveLiquidityTx.js'
import { computeAddLiquidityButtonState, computeRemoveLiquidityButtonState } from '../../swap/buttonStates.js'
import { computeMaximumAmount, computeMinimumAmount } from '../../swap/slippage.js'
import type { FlowDefinition } from '../engine/types.js'
import { refusesUnlessEnabled } from './check.js'
import { type FlowContracts, resolveDeadline, resolveFlowContracts } from './contracts.js'
import { allowStep, dynamicStep } from './step.js'

export interface AddLiquidityParams {
  tokenA: string
  tokenB: string
  /** Base units; amountB is usually the pool's quote for amountA. */
  amountA: bigint
  amountB: bigint
  slippagePercent: number
  deadline?: bigint | undefined
  contracts?: Partial<FlowContracts> | undefined
}

export interface AddLiquidityFacts {
  hasAccount?: boolean | undefined
  tokenA: { symbol: string } | undefined
  tokenB: { symbol: string } | undefined
  /** The wallet's balances of A and B. */
  balanceA: bigint
  balanceB: bigint
  /** The pool has liquidity (LP supply above 0). */
  hasLiquidity: boolean
}

/**
 * Add liquidity (3 steps): allow token A, allow token B (exact amounts), add with minimums × (1 − slippage).
 * Check: the supply button's rules, its label as the message.
 */
export const addLiquidityFlow: FlowDefinition<AddLiquidityParams, AddLiquidityFacts> = {
  id: 'addLiquidity',
  check: ({ amountA, amountB }, facts) =>
    refusesUnlessEnabled(
      computeAddLiquidityButtonState({
        hasAccount: facts.hasAccount ?? true,
        tokenA: facts.tokenA,
        tokenB: facts.tokenB,
        amountA,
        amountB,
        balanceA: facts.balanceA,
        balanceB: facts.balanceB,
        hasLiquidity: facts.hasLiquidity,
      }),
    ),
  async plan(params, dependencies) {
    const { router } = await resolveFlowContracts(['router'], params.contracts, dependencies)
    const { tokenA, tokenB, amountA, amountB, slippagePercent } = params
    return {
      steps: [
        allowStep(
          'allowA',
          'Allow',
          buildIncreaseAllowanceTx({ token: tokenA, spender: router, amount: amountA }),
          amountA,
        ),
        allowStep(
          'allowB',
          'Allow',
          buildIncreaseAllowanceTx({ token: tokenB, spender: router, amount: amountB }),
          amountB,
        ),
        dynamicStep('add', 'Confirm', async (context) =>
          buildAddLiquidityTx({
            router,
            tokenA,
            tokenB,
            amountADesired: amountA,
            amountBDesired: amountB,
            amountAMin: computeMinimumAmount({ amount: amountA, slippagePercent }),
            amountBMin: computeMinimumAmount({ amount: amountB, slippagePercent }),
            recipient: context.from,
            deadline: await resolveDeadline(params.deadline, context),
          }),
        ),
      ],
    }
  },
}

export interface RemoveLiquidityParams {
  /** The pair (LP token) address. */
  pair: string
  tokenA: string
  tokenB: string
  /** LP tokens to burn (computeRemoveLiquidityAmounts: the share × percent, or the whole share at 100 %). */
  liquidity: bigint
  /** Expected amounts of A and B for that liquidity. */
  amountA: bigint
  amountB: bigint
  slippagePercent: number
  deadline?: bigint | undefined
  contracts?: Partial<FlowContracts> | undefined
}

export interface RemoveLiquidityFacts {
  hasAccount?: boolean | undefined
}

/**
 * Remove liquidity (2 steps): approve the LP share × (1 + slippage) to the router, then remove with minimums.
 * Check: the remove button's rule (both returns above 0).
 */
export const removeLiquidityFlow: FlowDefinition<RemoveLiquidityParams, RemoveLiquidityFacts> = {
  id: 'removeLiquidity',
  check: ({ amountA, amountB }, facts) =>
    refusesUnlessEnabled(
      computeRemoveLiquidityButtonState({ hasAccount: facts.hasAccount ?? true, amountA, amountB }),
    ),
  async plan(params, dependencies) {
    const { router } = await resolveFlowContracts(['router'], params.contracts, dependencies)
    const { pair, tokenA, tokenB, liquidity, amountA, amountB, slippagePercent } = params
    const approval = computeMaximumAmount({ amount: liquidity, slippagePercent })
    return {
      steps: [
        // The router burns exactly `liquidity`; the slippage margin above it is flagged in the confirmation.
        allowStep('approve', 'Allow', buildApproveTx({ pair, spender: router, amount: approval }), liquidity),
        dynamicStep('remove', 'Confirm', async (context) =>
          buildRemoveLiquidityTx({
            router,
            tokenA,
            tokenB,
            liquidity,
            amountAMin: computeMinimumAmount({ amount: amountA, slippagePercent }),
            amountBMin: computeMinimumAmount({ amount: amountB, slippagePercent }),
            recipient: context.from,
            deadline: await resolveDeadline(params.deadline, context),
          }),
        ),
      ],
    }
  },
}
