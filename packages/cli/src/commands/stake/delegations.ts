import { getAllDelegationsByAddress, getStakers } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatTable } from '../../terminal/table.js'
import { ftm, validatorName } from './validatorLookup.js'

const date = (seconds: number) => (seconds > 0 ? new Date(seconds * 1000).toISOString().slice(0, 10) : '–')

/** `ftm stake delegations`: every delegation of the wallet with its rewards and lock. */
export async function run(context: CommandContext): Promise<void> {
  const { wallet, client } = await openSession(context)
  const address = resolveReadAddress(wallet, context.globals.account)
  const [delegations, stakers] = await Promise.all([
    getAllDelegationsByAddress(client, { address }),
    getStakers(client),
  ])
  const rows = delegations.map((d) => {
    const staker = stakers.find((s) => s.id === d.toStakerId)
    return {
      validator: d.toStakerId,
      name: staker ? validatorName(staker) : 'Unknown',
      amount: d.amount,
      pendingRewards: d.pendingRewards,
      isDelegationLocked: d.isDelegationLocked,
      lockedUntil: d.lockedUntil,
    }
  })
  context.output.result({ ok: true, address, delegations: rows }, () =>
    rows.length === 0
      ? 'No delegations: `ftm stake delegate --validator ID --amount N`.'
      : formatTable(
          ['validator', 'name', 'delegated', 'rewards', 'locked until'],
          rows.map((r) => [
            String(r.validator),
            r.name,
            ftm(r.amount),
            ftm(r.pendingRewards),
            r.isDelegationLocked ? date(r.lockedUntil) : '–',
          ]),
          ['right', 'left', 'right', 'right'],
        ),
  )
}
