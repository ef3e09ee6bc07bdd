import { claimRewardsFlow } from '@ftm-wallet/sdk/machines'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { type BatchOptions, runBatch } from './batch.js'
import { loadDelegation, readValidatorId } from './validatorLookup.js'

/** `ftm stake claim`: pays the pending rewards of a delegation to the wallet. */
export async function run(context: CommandContext<BatchOptions>): Promise<void> {
  if (context.options.all || context.options.allWallets) return runBatch(context, 'claim')
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const id = await readValidatorId(context, client)
  const delegation = await loadDelegation(client, flow.account.address, id)
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Claim ${display.ftm(delegation.pendingRewards)} of rewards from validator ${id}`,
    definition: claimRewardsFlow,
    params: { validatorId: id },
    facts: { delegation },
    result: { validator: id, rewards: delegation.pendingRewards },
  })
}
