import { canWithdraw, computeWithdrawAvailableAt, getLatestBlockTime, getSfcConfig } from '@ftm-wallet/sdk'
import { withdrawFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadDelegation, readValidatorId } from './validatorLookup.js'

interface Options {
  validator?: string
  request?: string
}

/** `ftm stake withdraw`: pays out an undelegation whose waiting period (withdrawalPeriodTime + 900 s) passed. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const id = await readValidatorId(context, client)
  const [delegation, sfc, now] = await Promise.all([
    loadDelegation(client, flow.account.address, id),
    getSfcConfig(client),
    getLatestBlockTime(client),
  ])
  const period = Number(sfc.withdrawalPeriodTime)
  const pending = delegation.withdrawRequests.filter((r) => r.withdrawTime === null)
  const ready = (r: (typeof pending)[number]) =>
    canWithdraw({ request: r, withdrawalPeriodTime: period, now, pendingCount: pending.length })
  let request: (typeof pending)[number] | undefined
  if (context.options.request !== undefined) {
    const wanted = context.options.request.trim()
    request = pending.find(
      (r) =>
        String(r.withdrawRequestID) === wanted ||
        `0x${r.withdrawRequestID.toString(16)}` === wanted.toLowerCase(),
    )
    if (!request)
      throw new CliError(
        'UNKNOWN_REQUEST',
        `No pending withdraw request ${wanted} at validator ${id} (see \`ftm stake show --validator ${id}\`)`,
      )
    if (!ready(request)) {
      const at = new Date(computeWithdrawAvailableAt(request, period) * 1000).toISOString()
      throw new CliError('NOT_WITHDRAWABLE_YET', `Withdraw request ${wanted} can be withdrawn from ${at}`)
    }
  } else {
    request = pending.find(ready)
    if (!request) {
      if (pending.length === 0)
        throw new CliError(
          'NOTHING_TO_WITHDRAW',
          `No pending withdraw request at validator ${id}: undelegate first`,
        )
      const next = Math.min(...pending.map((r) => computeWithdrawAvailableAt(r, period)))
      throw new CliError(
        'NOT_WITHDRAWABLE_YET',
        `Nothing to withdraw yet: the next request is ready from ${new Date(next * 1000).toISOString()}`,
      )
    }
  }
  const chosen = request
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Withdraw ${display.ftm(chosen.amount)} from validator ${id} (request ${chosen.withdrawRequestID})`,
    definition: withdrawFlow,
    params: { validatorId: id, withdrawRequestId: chosen.withdrawRequestID },
    facts: undefined,
    result: { validator: id, request: chosen.withdrawRequestID, amount: chosen.amount },
  })
}
