import { fmintLockFlow } from '@ftm-wallet/sdk/machines'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadFMintState, pickToken, readAmount } from './fmintState.js'

/** `ftm fmint lock`: Allow (the fMint contract to take the collateral), Confirm (mustDeposit), Finished. */
export async function run(context: CommandContext<{ token?: string; amount?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const owner = flow.account.address
  const { config, tokens } = await loadFMintState(client, owner)
  const token = pickToken(tokens, context.options.token, 'WFTM', (t) => t.canDeposit, 'a collateral token')
  const amount = await readAmount(context, token)
  const available = token.availableBalance ?? 0n
  const fMint = config.fMintContract
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Lock ${display.signed(amount, token.decimals, token.symbol)} as fMint collateral`,
    definition: fmintLockFlow,
    params: { token: token.address, amount, availableBalance: available, contracts: { fMint } },
    facts: { max: available, token, fractionDigits: display.fractionDigits },
    result: { token: token.address, symbol: token.symbol, amount },
  })
}
