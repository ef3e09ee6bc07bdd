import {
  buildIncreaseAllowanceTx,
  buildSwapExactTokensForTokensTx,
  buildSwapTokensForExactTokensTx,
  computeDeadline,
  computeSwapAllowance,
  computeSwapButtonState,
  getDefiConfiguration,
  getErc20TokenAllowance,
  getErc20TokenBalance,
  getLatestBlockTime,
} from '@ftm-wallet/sdk'
import type { CommandContext } from '../../framework/action.js'
import { openFlowContext } from '../../session/txContext.js'
import { assertButton } from '../../tx/assertButton.js'
import { runFlow } from '../../tx/runFlow.js'
import { describeTrade, priceTrade, type TradeOptions, tokenAmount } from './trade.js'

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
  assertButton(
    computeSwapButtonState({
      hasAccount: true,
      fromToken: from,
      toToken: to,
      fromAmount: amountIn,
      toAmount: amountOut,
      hasLiquidity: trade.pair.totalSupply > 0n,
      fromBalance: balance,
    }),
  )
  const router = config.uniswapRouter
  const path = [from.address, to.address]
  const allowance = computeSwapAllowance({ mode, amountIn, slippagePercent })
  await runFlow(flow, {
    title: `Swap ${tokenAmount(amountIn, from)} for ${tokenAmount(amountOut, to)}`,
    details: describeTrade(trade),
    steps: [
      {
        label: 'Allow',
        description: `Allow the router to take ${tokenAmount(allowance, from)}`,
        call: async () => {
          const current = await getErc20TokenAllowance(client, {
            token: from.address,
            owner,
            spender: router,
          })
          if (current >= allowance) return null
          return buildIncreaseAllowanceTx({
            token: from.address,
            spender: router,
            amount: allowance - current,
          })
        },
      },
      {
        label: 'Confirm',
        description: 'Trade',
        call: async () => {
          // Chain time, not the local clock: a devnet whose clock moved would see an expired deadline.
          const deadline = computeDeadline({ latestBlockTimestamp: await getLatestBlockTime(client) })
          return mode === 'exactIn'
            ? buildSwapExactTokensForTokensTx({
                router,
                amountIn,
                amountOutMin: limit,
                path,
                recipient: owner,
                deadline,
              })
            : buildSwapTokensForExactTokensTx({
                router,
                amountOut,
                amountInMax: limit,
                path,
                recipient: owner,
                deadline,
              })
        },
      },
    ],
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
