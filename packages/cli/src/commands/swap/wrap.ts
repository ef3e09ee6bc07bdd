import { FEE_RESERVE, getAccountBalances } from '@ftm-wallet/sdk'
import { wrapFlow } from '@ftm-wallet/sdk/machines'
import { readAmountArg } from '../../input/amounts.js'
import { findDefiToken, loadDefiTokens } from '../../input/tokens.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'

/**
 * `ftm wrap`: FTM → WFTM (deposit), at most the balance minus 2 FTM kept for fees
 * (docs/behaviour/swap-and-liquidity.md#wrap-and-unwrap).
 */
export async function run(context: CommandContext<{ amount?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const { amount } = await readAmountArg(context, context.options.amount, {
    message: 'FTM to wrap',
    decimals: 18,
  })
  const [tokens, [balance]] = await Promise.all([
    loadDefiTokens(client),
    getAccountBalances(client, { addresses: [flow.account.address] }),
  ])
  const wftm = findDefiToken(tokens, (t) => t.canWrapFTM, 'wrapped FTM token')
  const max = (balance?.balance ?? 0n) - FEE_RESERVE
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Wrap ${display.signed(amount, 18, 'FTM')} into ${wftm.symbol}`,
    definition: wrapFlow,
    params: { amount, contracts: { wftm: wftm.address } },
    facts: { max, fromSymbol: 'FTM' },
    result: { wftm: wftm.address, amount },
  })
}
