import {
  canIncreaseDelegation,
  getAccountBalances,
  getDelegation,
  getGasPrice,
  getStakers,
} from '@ftm-wallet/sdk'
import { delegateFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import { readAmountArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { readValidatorId, validatorName } from './validatorLookup.js'

interface Options {
  validator?: string
  amount?: string
}

/**
 * `ftm stake delegate`: create a delegation, or increase one (docs/behaviour/staking.md#delegating rules from the
 * SDK).
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const address = flow.account.address
  const id = await readValidatorId(context, client)
  const stakers = await getStakers(client)
  const validator = stakers.find((s) => s.id === id)
  if (!validator)
    throw new CliError('UNKNOWN_VALIDATOR', `Unknown validator ${id} (see \`ftm stake validators\`)`)
  const existing = await getDelegation(client, { address, stakerId: id })
  const increasing = existing !== null && existing.amountDelegated > 0n
  if (increasing) {
    if (!canIncreaseDelegation(existing)) {
      throw new CliError(
        'CANNOT_INCREASE',
        `The delegation to validator ${id} can be increased once its pending rewards are claimed: ftm stake claim --validator ${id}`,
      )
    }
  }
  // An inactive or flagged validator is refused by the SFC itself: the pre-sign simulation shows its revert reason
  // ("validator isn't active") and the command exits 1 before anything is signed (docs/behaviour/signing.md#simulation).
  const { amount } = await readAmountArg(context, context.options.amount, {
    message: 'Amount (FTM)',
    decimals: 18,
  })
  const [[balance], gasPrice] = await Promise.all([
    getAccountBalances(client, { addresses: [address] }),
    getGasPrice(client),
  ])
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `${increasing ? 'Increase the delegation to' : 'Delegate to'} validator ${id} (${validatorName(validator)}): ${display.signed(amount, 18, 'FTM')}`,
    definition: delegateFlow,
    params: { validatorId: id, amount },
    facts: {
      balance: balance?.balance ?? 0n,
      gasPrice,
      validator: { delegatedLimit: validator.delegatedLimit, name: validatorName(validator) },
      fractionDigits: display.fractionDigits,
    },
    result: { validator: id, amount, increased: increasing },
  })
}
