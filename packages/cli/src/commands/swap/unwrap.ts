import { getErc20TokenBalance } from '@ftm-wallet/sdk'
import { unwrapFlow } from '@ftm-wallet/sdk/machines'
import { readAmountArg } from '../../input/amounts.js'
import { findDefiToken, loadDefiTokens } from '../../input/tokens.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'

/** `ftm unwrap`: WFTM → FTM (withdraw), at most the WFTM balance. */
export async function run(context: CommandContext<{ amount?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const { amount } = await readAmountArg(context, context.options.amount, {
    message: 'WFTM to unwrap',
    decimals: 18,
  })
  const wftm = findDefiToken(await loadDefiTokens(client), (t) => t.canWrapFTM, 'wrapped FTM token')
  const max = await getErc20TokenBalance(client, { owner: flow.account.address, token: wftm.address })
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Unwrap ${display.signed(amount, 18, wftm.symbol)} into FTM`,
    definition: unwrapFlow,
    params: { amount, contracts: { wftm: wftm.address } },
    facts: { max, fromSymbol: wftm.symbol },
    result: { wftm: wftm.address, amount },
  })
}
