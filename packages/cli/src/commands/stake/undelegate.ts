import { computeUndelegatePlan, getDelegationUnlockPenalty } from '@ftm-wallet/sdk'
import { undelegateFlow } from '@ftm-wallet/sdk/machines'
import { readAmountArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadDelegation, readValidatorId } from './validatorLookup.js'

interface Options {
  validator?: string
  amount?: string
}

/**
 * `ftm stake undelegate`: Undelegate (3 steps), or Unlock then Undelegate (4 steps) when the delegation is
 * locked and the amount exceeds its unlocked part (the SDK's computeUndelegatePlan).
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const address = flow.account.address
  const id = await readValidatorId(context, client)
  const delegation = await loadDelegation(client, address, id)
  const { amount } = await readAmountArg(context, context.options.amount, {
    message: 'Amount (FTM)',
    decimals: 18,
  })
  // The flow's check refuses a bad amount (before the penalty is asked for) and words the lock warning.
  // Its messages write amounts in the settings' decimal points (docs/behaviour/tokens-and-assets.md#number-formatting).
  const { fractionDigits } = flow.session.wallet.settings.getState()
  const params = { validatorId: id, amount, delegation, fractionDigits }
  const refused = undelegateFlow.check(params, { delegation, fractionDigits }).error
  if (refused) throw refused
  const plan = computeUndelegatePlan({ ...delegation, amount })
  const penalty =
    plan.unlockAmount > 0n
      ? await getDelegationUnlockPenalty(client, { address, stakerId: id, amount: plan.unlockAmount })
      : null
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Undelegate ${display.signed(plan.amount, 18, 'FTM')} from validator ${id}`,
    definition: undelegateFlow,
    params,
    facts: { delegation, penalty: penalty ?? undefined, fractionDigits },
    result: { validator: id, amount: plan.amount, unlocked: plan.unlockAmount, penalty },
  })
}
