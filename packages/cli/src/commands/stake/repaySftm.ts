import { getDefiConfiguration, getErc20TokenBalance } from '@ftm-wallet/sdk'
import { repaySftmFlow } from '@ftm-wallet/sdk/machines'
import { findDefiToken, loadDefiTokens } from '../../input/tokens.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadDelegation, readValidatorId } from './validatorLookup.js'

/** `ftm stake repay-sftm`: Allow (when the allowance is short), Confirm (redeem), Finished. */
export async function run(context: CommandContext<{ validator?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const owner = flow.account.address
  const id = await readValidatorId(context, client)
  const [delegation, config, tokens] = await Promise.all([
    loadDelegation(client, owner, id),
    getDefiConfiguration(client),
    loadDefiTokens(client),
  ])
  const sftm = findDefiToken(tokens, (t) => t.symbol.toUpperCase() === 'SFTM', 'sFTM token')
  const tokenizer = config.stakeTokenizerContract
  const outstanding = delegation.outstandingSFTM
  const balance = await getErc20TokenBalance(client, { owner, token: sftm.address })
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Repay ${display.signed(outstanding, 18, 'sFTM')} minted against the delegation to validator ${id}`,
    definition: repaySftmFlow,
    params: {
      validatorId: id,
      amount: outstanding,
      contracts: { stakeTokenizer: tokenizer, sftm: sftm.address },
    },
    facts: { sftmBalance: balance, fractionDigits: display.fractionDigits },
    result: { validator: id, amount: outstanding },
  })
}
