import { computeMaxRepay, shouldUseMaxCall } from '@ftm-wallet/sdk'
import { fmintRepayFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadFMintState, pickToken, positionOf, readAmount } from './fmintState.js'

/** `ftm fmint repay`: Allow (1.051 × the amount, +0.5 % for FUSD), Confirm (repay or repay max), Finished. */
export async function run(context: CommandContext<{ token?: string; amount?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const owner = flow.account.address
  const { config, tokens, account } = await loadFMintState(client, owner)
  const token = pickToken(tokens, context.options.token, 'FUSD', (t) => t.canMint, 'a token fMint mints')
  const debt = positionOf(account, 'debt', token.address)
  if (debt === 0n) throw new CliError('NO_DEBT', `No ${token.symbol} to repay`)
  const amount = await readAmount(context, token)
  const max = computeMaxRepay({ debt, availableBalance: token.availableBalance ?? 0n })
  const useMax = shouldUseMaxCall({ amount, max })
  const fMint = config.fMintContract
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Repay ${display.signed(amount, token.decimals, token.symbol)}`,
    definition: fmintRepayFlow,
    params: {
      token: token.address,
      amount,
      max,
      isFusd: token.symbol.toUpperCase() === 'FUSD',
      contracts: { fMint },
    },
    facts: { max, token, fractionDigits: display.fractionDigits },
    result: { token: token.address, symbol: token.symbol, amount, max: useMax },
  })
}
