import { canWithdraw, computeWithdrawAvailableAt, getLatestBlockTime, getSfcConfig } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatFields, formatTable } from '../../terminal/table.js'
import { loadDelegation, loadValidator, readValidatorId, validatorName } from './validatorLookup.js'

const time = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19)

/**
 * `ftm stake show --validator ID`: one delegation with its lock, sFTM and withdraw requests; amounts in the decimal
 * points of the settings (docs/behaviour/tokens-and-assets.md#display-decimals), --json in wei.
 */
export async function run(context: CommandContext<{ validator?: string }>): Promise<void> {
  const { wallet, client } = await openSession(context)
  const { ftm, token } = createDisplay(wallet.settings.getState())
  const address = resolveReadAddress(wallet, context.globals.account)
  const id = await readValidatorId(context, client)
  const [staker, delegation, sfc, now] = await Promise.all([
    loadValidator(client, id),
    loadDelegation(client, address, id),
    getSfcConfig(client),
    getLatestBlockTime(client),
  ])
  const period = Number(sfc.withdrawalPeriodTime)
  const pending = delegation.withdrawRequests.filter((r) => r.withdrawTime === null)
  const requests = delegation.withdrawRequests.map((r) => ({
    ...r,
    availableAt: computeWithdrawAvailableAt(r, period),
    canWithdraw: canWithdraw({ request: r, withdrawalPeriodTime: period, now, pendingCount: pending.length }),
  }))
  context.output.result(
    {
      ok: true,
      address,
      validator: { id, name: validatorName(staker) },
      delegation,
      withdrawRequests: requests,
    },
    () => {
      const fields: Array<[string, string]> = [
        ['validator', `${id} ${validatorName(staker)}`],
        ['delegated', ftm(delegation.amountDelegated)],
        ['in withdrawal', ftm(delegation.amountInWithdraw)],
        ['pending rewards', ftm(delegation.pendingRewards)],
        ['claimed rewards', ftm(delegation.claimedReward)],
        ['locked', delegation.isDelegationLocked ? `until ${time(delegation.lockedUntil)}` : 'no'],
        ['unlocked', ftm(delegation.unlockedAmount)],
        ['sFTM minted', token(delegation.outstandingSFTM, 18, 'sFTM')],
      ]
      const table =
        requests.length === 0
          ? ''
          : `\n\nwithdraw requests\n${formatTable(
              ['request', 'amount', 'created', 'withdrawable from', 'state'],
              requests.map((r) => [
                String(r.withdrawRequestID),
                ftm(r.amount),
                time(r.createdTime),
                time(r.availableAt),
                r.withdrawTime !== null ? 'withdrawn' : r.canWithdraw ? 'ready' : 'waiting',
              ]),
            )}`
      return formatFields(fields) + table
    },
  )
}
