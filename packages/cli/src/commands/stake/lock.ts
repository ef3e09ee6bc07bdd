import {
  canExtendLock,
  canLockDelegation,
  computeLockAmount,
  computeLockDaysBounds,
  computeLockDuration,
  getLatestBlockTime,
  getSfcConfig,
  isLockRunning,
} from '@ftm-wallet/sdk'
import { extendLockFlow, lockDelegationFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import { parseAmountArg, parseIntegerArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { optionOrAsk } from '../../terminal/prompt.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadDelegation, loadValidator, readValidatorId, validatorName } from './validatorLookup.js'

interface Options {
  validator?: string
  days?: string
  amount?: string
}

/** `ftm stake lock`: Lock (an unlocked delegation) or extend a running lock, within the SDK's day bounds. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client, network } = flow.session
  const address = flow.account.address
  const id = await readValidatorId(context, client)
  const [validator, delegation, sfc, now] = await Promise.all([
    loadValidator(client, id),
    loadDelegation(client, address, id),
    getSfcConfig(client),
    getLatestBlockTime(client),
  ])
  const isValidatorAccount = validator.stakerAddress.toLowerCase() === address.toLowerCase()
  const extend = isLockRunning(delegation, now)
  if (extend) {
    if (
      !canExtendLock({ delegation, validatorLockedUntil: validator.lockedUntil, isValidatorAccount, now })
    ) {
      throw new CliError(
        'CANNOT_EXTEND_LOCK',
        `The lock at validator ${id} cannot be extended (the validator's own lock ends too soon)`,
      )
    }
    if (context.options.amount !== undefined)
      throw new CliError('BAD_USAGE', 'Extending a running lock takes --days only, no --amount')
  } else if (!canLockDelegation(delegation, now)) {
    throw new CliError('CANNOT_LOCK', `Nothing unlocked to lock at validator ${id}`)
  }
  const bounds = computeLockDaysBounds({
    now,
    minLockupDuration: Number(sfc.minLockupDuration),
    validatorLockedUntil: validator.lockedUntil,
    delegationLockedUntil: delegation.lockedUntil,
    isValidatorAccount,
    mode: extend ? 'extend' : 'lock',
    currentLockDuration: delegation.lockDuration,
  })
  // No lock possible: the flows' check says why before the days are asked for.
  const lockable = extendLockFlow.check({ validatorId: id, lockupDuration: 0 }, { bounds }).error
  if (lockable) throw lockable
  const daysText = await optionOrAsk(context, context.options.days, {
    what: 'the lock duration',
    hint: '--days N',
    message: `Lock for how many days (${bounds.minDays}–${bounds.maxDays})`,
  })
  const days = parseIntegerArg(daysText, '--days', bounds.minDays, bounds.maxDays)
  const lockupDuration = computeLockDuration({
    days,
    bounds,
    now,
    isValidatorAccount,
    isTestnet: network.name === 'testnet',
    ...(extend ? { currentLockDuration: delegation.lockDuration } : {}),
  })
  const amountDelegated = delegation.amountDelegated
  const entered =
    extend || context.options.amount === undefined
      ? delegation.unlockedAmount
      : parseAmountArg(context.options.amount, 18)
  const amount = extend ? 0n : computeLockAmount({ amount: entered, amountDelegated })
  const display = createDisplay(flow.session.wallet.settings.getState())
  const result = { validator: id, days, lockupDuration, amount, extended: extend }
  if (extend) {
    await runFlow(flow, {
      title: `Extend the lock at validator ${id} (${validatorName(validator)}) to ${days} days`,
      definition: extendLockFlow,
      params: { validatorId: id, lockupDuration },
      facts: { bounds },
      result,
    })
  } else {
    await runFlow(flow, {
      title: `Lock ${display.signed(amount, 18, 'FTM')} at validator ${id} (${validatorName(validator)}) for ${days} days`,
      definition: lockDelegationFlow,
      params: { validatorId: id, lockupDuration, amount: entered, amountDelegated },
      facts: { bounds, amountDelegated, fractionDigits: display.fractionDigits },
      result,
    })
  }
}
