import { openSession } from '../../connections/open.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatFields } from '../../terminal/table.js'
import { describeTrade, priceTrade, type TradeOptions } from './trade.js'

/**
 * `ftm swap quote`: what a trade gives at the pool's current reserves; amounts in the decimal points of the settings
 * (docs/behaviour/tokens-and-assets.md#number-formatting), --json in base units. `ftm swap` confirms the exact ones.
 */
export async function run(context: CommandContext<TradeOptions>): Promise<void> {
  const { client, wallet } = await openSession(context)
  const display = createDisplay(wallet.settings.getState())
  const trade = await priceTrade(context, client, wallet)
  context.output.result(
    {
      ok: true,
      from: trade.from.address,
      to: trade.to.address,
      pair: trade.pair.pairAddress,
      mode: trade.mode,
      amountIn: trade.amountIn,
      amountOut: trade.amountOut,
      [trade.mode === 'exactIn' ? 'minimumReceived' : 'maximumSold']: trade.limit,
      priceImpact: trade.priceImpact,
      slippage: trade.slippagePercent,
    },
    () => formatFields(Object.entries(describeTrade(trade, display))),
  )
}
