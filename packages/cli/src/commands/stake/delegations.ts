import { getAllDelegationsByAddress, getStakers, type WalletAccount } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { accountLabel, resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatTable } from '../../terminal/table.js'
import { validatorName } from './validatorLookup.js'

const date = (seconds: number) => (seconds > 0 ? new Date(seconds * 1000).toISOString().slice(0, 10) : '–')

/**
 * `ftm stake delegations`: every delegation of the wallet with its rewards and lock; with --all, those of every
 * wallet, each row naming its wallet (docs/behaviour/staking.md#screens: the All Delegations tab). The wallets are
 * read in parallel. Human amounts use the decimal points of the settings.
 */
export async function run(context: CommandContext<{ all?: boolean }>): Promise<void> {
  const { wallet, client } = await openSession(context)
  const display = createDisplay(wallet.settings.getState())
  const owners: Array<{ address: string; account?: WalletAccount }> = context.options.all
    ? uniqueByAddress(wallet.accounts.getState().accounts).map((account) => ({
        address: account.address,
        account,
      }))
    : [{ address: resolveReadAddress(wallet, context.globals.account) }]
  const [perOwner, stakers] = await Promise.all([
    Promise.all(owners.map(({ address }) => getAllDelegationsByAddress(client, { address }))),
    getStakers(client),
  ])
  const rows = owners.flatMap((owner, i) =>
    (perOwner[i] ?? []).map((d) => {
      const staker = stakers.find((s) => s.id === d.toStakerId)
      return {
        ...(context.options.all
          ? { address: owner.address, wallet: owner.account ? accountLabel(owner.account) : owner.address }
          : {}),
        validator: d.toStakerId,
        name: staker ? validatorName(staker) : 'Unknown',
        amount: d.amount,
        pendingRewards: d.pendingRewards,
        isDelegationLocked: d.isDelegationLocked,
        lockedUntil: d.lockedUntil,
      }
    }),
  )
  const result = context.options.all
    ? { ok: true, all: true, wallets: owners.length, delegations: rows }
    : { ok: true, address: owners[0]?.address, delegations: rows }
  context.output.result(result, () => {
    if (rows.length === 0)
      return context.options.all
        ? 'No delegations in any wallet: `ftm stake delegate --validator ID --amount N`.'
        : 'No delegations: `ftm stake delegate --validator ID --amount N`.'
    const cells = (r: (typeof rows)[number]) => [
      String(r.validator),
      r.name,
      display.ftm(r.amount),
      display.ftm(r.pendingRewards),
      r.isDelegationLocked ? date(r.lockedUntil) : '–',
    ]
    return context.options.all
      ? formatTable(
          ['wallet', 'validator', 'name', 'delegated', 'rewards', 'locked until'],
          rows.map((r) => [r.wallet ?? '', ...cells(r)]),
          ['left', 'right', 'left', 'right', 'right'],
        )
      : formatTable(['validator', 'name', 'delegated', 'rewards', 'locked until'], rows.map(cells), [
          'right',
          'left',
          'right',
          'right',
        ])
  })
}

/** One entry per address: a Ledger account and a keystore of the same address hold the same delegations. */
function uniqueByAddress(accounts: readonly WalletAccount[]): WalletAccount[] {
  const seen = new Set<string>()
  return accounts.filter((a) => {
    const key = a.address.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
