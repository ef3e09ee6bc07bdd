import {
  canUndelegate,
  computeUndelegatePlan,
  formatUnstakeLockWarning,
  getDelegationUnlockPenalty,
  undelegateFlow,
  validateUndelegateAmount,
} from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { readAmountArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { assertRule } from '../../tx/assertRule.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { ftm, loadDelegation, readValidatorId } from './validatorLookup.js'

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
  if (!canUndelegate(delegation))
    throw new CliError('CANNOT_UNDELEGATE', `Nothing left to undelegate at validator ${id}`)
  const { amount } = await readAmountArg(context, context.options.amount, {
    message: 'Amount (FTM)',
    decimals: 18,
  })
  assertRule(validateUndelegateAmount({ amount, amountDelegated: delegation.amountDelegated }))
  const plan = computeUndelegatePlan({
    amount,
    amountDelegated: delegation.amountDelegated,
    unlockedAmount: delegation.unlockedAmount,
    isDelegationLocked: delegation.isDelegationLocked,
  })
  const penalty =
    plan.unlockAmount > 0n
      ? await getDelegationUnlockPenalty(client, { address, stakerId: id, amount: plan.unlockAmount })
      : null
  const warning = formatUnstakeLockWarning({
    unlockAmount: plan.unlockAmount,
    amount: plan.amount,
    penalty: penalty ?? undefined,
  })
  await runFlow(flow, {
    title: `Undelegate ${ftm(plan.amount)} from validator ${id}`,
    ...(warning ? { warnings: [warning] } : {}),
    definition: undelegateFlow,
    params: { validatorId: id, amount: plan.amount, delegation },
    result: { validator: id, amount: plan.amount, unlocked: plan.unlockAmount, penalty },
  })
}
