import { claimRewardsFlow } from '@ftm-wallet/sdk/machines'
import type { CommandContext } from '../../invocation/action.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { type BatchOptions, runBatch } from './batch.js'
import { ftm, loadDelegation, readValidatorId } from './validatorLookup.js'

/** `ftm stake claim`: pays the pending rewards of a delegation to the wallet. */
export async function run(context: CommandContext<BatchOptions>): Promise<void> {
  if (context.options.all || context.options.allWallets) return runBatch(context, 'claim')
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const id = await readValidatorId(context, client)
  const delegation = await loadDelegation(client, flow.account.address, id)
  await runFlow(flow, {
    title: `Claim ${ftm(delegation.pendingRewards)} of rewards from validator ${id}`,
    definition: claimRewardsFlow,
    params: { validatorId: id },
    facts: { delegation },
    result: { validator: id, rewards: delegation.pendingRewards },
  })
}
