import { computeRemoveLiquidityAmounts, getDefiConfiguration } from '@ftm-wallet/sdk'
import { removeLiquidityFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import { parseIntegerArg } from '../../input/amounts.js'
import { readSlippage } from '../../input/slippage.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadPool, readPairOption } from './poolLookup.js'

interface Options {
  pair?: string
  percent?: string
  slippage?: string
}

/** `ftm pool remove`: Allow (approve the LP share to the router), Confirm (removeLiquidity), Finished. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client, wallet } = flow.session
  const owner = flow.account.address
  const slippagePercent = readSlippage(wallet, context.options.slippage)
  const pool = await loadPool(client, await readPairOption(context), owner)
  const { tokenA, tokenB, reserveA, reserveB, pair, shareOf } = pool
  if (shareOf === 0n)
    throw new CliError('NO_LIQUIDITY', `You have no liquidity in the ${tokenA.symbol}/${tokenB.symbol} pool`)
  const text = await optionOrAsk(context, context.options.percent, {
    what: 'the share to remove',
    hint: '--percent N',
    message: 'Percent of your liquidity (1–100)',
  })
  const percent = parseIntegerArg(text, '--percent', 1, 100)
  const { liquidity, amountA, amountB } = computeRemoveLiquidityAmounts({
    shareOf,
    totalSupply: pair.totalSupply,
    reserveA,
    reserveB,
    percent,
  })
  const router = (await getDefiConfiguration(client)).uniswapRouter
  // docs/behaviour/tokens-and-assets.md#number-formatting: what comes back is an estimate (settings' decimal points);
  // the LP amount is signed as it is.
  const display = createDisplay(wallet.settings.getState())
  await runFlow(flow, {
    title: `Remove ${percent}% of your ${tokenA.symbol}/${tokenB.symbol} liquidity`,
    details: {
      receive: `${display.token(amountA, tokenA.decimals, tokenA.symbol)} + ${display.token(amountB, tokenB.decimals, tokenB.symbol)}`,
      'LP burnt': display.signed(liquidity, 18, 'LP'),
    },
    definition: removeLiquidityFlow,
    params: {
      pair: pair.pairAddress,
      tokenA: tokenA.address,
      tokenB: tokenB.address,
      liquidity,
      amountA,
      amountB,
      slippagePercent,
      contracts: { router },
    },
    facts: {},
    result: { pair: pair.pairAddress, percent, liquidity, amountA, amountB },
  })
}
