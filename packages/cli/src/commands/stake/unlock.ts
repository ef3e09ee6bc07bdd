import { getDelegationUnlockPenalty } from '@ftm-wallet/sdk'
import { unlockStakeFlow } from '@ftm-wallet/sdk/machines'
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

/** `ftm stake unlock`: unlocks locked stake before the lock ends; the API's penalty is shown first. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const address = flow.account.address
  const id = await readValidatorId(context, client)
  const delegation = await loadDelegation(client, address, id)
  // The flow's check: locked at all (asked before the amount), then at most the locked part, before the penalty.
  const refusal = (amount: bigint) => unlockStakeFlow.check({ validatorId: id, amount }, { delegation }).error
  const notLocked = refusal(0n)
  if (notLocked) throw notLocked
  const { amount } = await readAmountArg(context, context.options.amount, {
    message: 'Amount to unlock (FTM)',
    decimals: 18,
  })
  const tooMuch = refusal(amount)
  if (tooMuch) throw tooMuch
  const penalty = await getDelegationUnlockPenalty(client, { address, stakerId: id, amount })
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Unlock ${display.signed(amount, 18, 'FTM')} at validator ${id}`,
    definition: unlockStakeFlow,
    params: { validatorId: id, amount },
    facts: { delegation, penalty, fractionDigits: display.fractionDigits },
    result: { validator: id, amount, penalty },
  })
}
