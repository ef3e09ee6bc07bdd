import { getDefiConfiguration, getErc20TokenBalance } from '@ftm-wallet/sdk'
import { swapFlow } from '@ftm-wallet/sdk/machines'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { describeTrade, priceTrade, type TradeOptions } from './trade.js'

/** `ftm swap swap`: Allow (the router to take the input), Confirm (the trade), Finished. */
export async function run(context: CommandContext<TradeOptions>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client, wallet } = flow.session
  const owner = flow.account.address
  const trade = await priceTrade(context, client, wallet, owner)
  const { from, to, amountIn, amountOut, limit, mode, slippagePercent } = trade
  const [balance, config] = await Promise.all([
    getErc20TokenBalance(client, { owner, token: from.address }),
    getDefiConfiguration(client),
  ])
  const router = config.uniswapRouter
  const display = createDisplay(wallet.settings.getState())
  const details = describeTrade(trade, display, true)
  await runFlow(flow, {
    title: `Swap ${details.sell} for ${details.buy}`,
    details,
    definition: swapFlow,
    params: {
      fromToken: from.address,
      toToken: to.address,
      mode,
      amountIn,
      amountOut,
      slippagePercent,
      contracts: { router },
    },
    facts: { fromToken: from, toToken: to, hasLiquidity: trade.pair.totalSupply > 0n, fromBalance: balance },
    result: {
      from: from.address,
      to: to.address,
      mode,
      amountIn,
      amountOut,
      limit,
      priceImpact: trade.priceImpact,
    },
  })
}
