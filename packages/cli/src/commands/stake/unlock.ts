import { getDelegationUnlockPenalty } from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { readAmountArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { unlockStakeFlow } from '../../tx/cliFlows.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { ftm, loadDelegation, readValidatorId } from './validatorLookup.js'

interface Options {
  validator?: string
  amount?: string
}

/** `ftm stake unlock`: unlocks locked stake before the lock ends; the API's penalty is shown first. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const address = flow.account.address
  const id = await readValidatorId(context, client)
  const delegation = await loadDelegation(client, address, id)
  const locked = delegation.amountDelegated - delegation.unlockedAmount
  if (!delegation.isDelegationLocked || locked <= 0n)
    throw new CliError('NOT_LOCKED', `The delegation to validator ${id} is not locked`)
  const { amount, text: amountText } = await readAmountArg(context, context.options.amount, {
    message: 'Amount to unlock (FTM)',
    decimals: 18,
  })
  if (amount > locked)
    throw new CliError(
      'UNLOCK_AMOUNT_TOO_HIGH',
      `--amount '${amountText}': only ${ftm(locked)} is locked at validator ${id}`,
    )
  const penalty = await getDelegationUnlockPenalty(client, { address, stakerId: id, amount })
  await runFlow(flow, {
    title: `Unlock ${ftm(amount)} at validator ${id}`,
    ...(penalty && penalty > 0n
      ? { warnings: [`Unlocking before the lock ends costs ${ftm(penalty)} (penalty)`] }
      : {}),
    definition: unlockStakeFlow,
    params: { validatorId: id, amount },
    result: { validator: id, amount, penalty },
  })
}
