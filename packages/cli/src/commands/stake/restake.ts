import { claimAndRestakeFlow } from '@ftm-wallet/sdk/machines'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { type BatchOptions, runBatch } from './batch.js'
import { loadDelegation, loadValidator, readValidatorId, validatorName } from './validatorLookup.js'

/** `ftm stake restake`: delegates the pending rewards to the same validator (claim & restake). */
export async function run(context: CommandContext<BatchOptions>): Promise<void> {
  if (context.options.all || context.options.allWallets) return runBatch(context, 'restake')
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const id = await readValidatorId(context, client)
  const [validator, delegation] = await Promise.all([
    loadValidator(client, id),
    loadDelegation(client, flow.account.address, id),
  ])
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Restake ${display.ftm(delegation.pendingRewards)} of rewards at validator ${id} (${validatorName(validator)})`,
    definition: claimAndRestakeFlow,
    params: { validatorId: id },
    facts: {
      delegation,
      validator: { delegatedLimit: validator.delegatedLimit, name: validatorName(validator) },
    },
    result: { validator: id, rewards: delegation.pendingRewards },
  })
}
