import {
  computeAddLiquidityShare,
  computeQuote,
  getDefiConfiguration,
  getErc20TokenBalance,
} from '@ftm-wallet/sdk'
import { addLiquidityFlow } from '@ftm-wallet/sdk/machines'
import { readAmountArg } from '../../input/amounts.js'
import { readSlippage } from '../../input/slippage.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadPool, readPairOption } from './poolLookup.js'

interface Options {
  pair?: string
  amount?: string
  slippage?: string
}

/** `ftm pool add`: Allow A, Allow B, Confirm (addLiquidity); B follows the pool price (the router's quote). */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client, wallet } = flow.session
  const owner = flow.account.address
  const slippagePercent = readSlippage(wallet, context.options.slippage)
  const pool = await loadPool(client, await readPairOption(context), owner)
  const { tokenA, tokenB, reserveA, reserveB, pair } = pool
  const { amount: amountA } = await readAmountArg(context, context.options.amount, {
    message: `Amount of ${tokenA.symbol}`,
    decimals: tokenA.decimals,
  })
  const amountB = computeQuote({ amountA, reserveA, reserveB })
  const [balanceA, balanceB, config] = await Promise.all([
    getErc20TokenBalance(client, { owner, token: tokenA.address }),
    getErc20TokenBalance(client, { owner, token: tokenB.address }),
    getDefiConfiguration(client),
  ])
  const router = config.uniswapRouter
  const share = computeAddLiquidityShare({
    shareOf: pool.shareOf,
    totalSupply: pair.totalSupply,
    amountA,
    reserveA,
  })
  const display = createDisplay(wallet.settings.getState())
  // amountA is signed as given; amountB follows the pool price (the router takes at most it).
  await runFlow(flow, {
    title: `Add ${display.signed(amountA, tokenA.decimals, tokenA.symbol)} and ${display.signed(amountB, tokenB.decimals, tokenB.symbol)} to the ${tokenA.symbol}/${tokenB.symbol} pool`,
    details: { 'pool share': `${share}%`, slippage: `${slippagePercent}%` },
    definition: addLiquidityFlow,
    params: {
      tokenA: tokenA.address,
      tokenB: tokenB.address,
      amountA,
      amountB,
      slippagePercent,
      contracts: { router },
    },
    facts: { tokenA, tokenB, balanceA, balanceB, hasLiquidity: pair.totalSupply > 0n },
    result: { pair: pair.pairAddress, amountA, amountB, sharePercent: share },
  })
}
