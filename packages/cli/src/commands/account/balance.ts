import { formatUnits, getAccountBalances } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import { isHexAddress, resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatTable } from '../../terminal/table.js'

/**
 * `ftm balance [ADDRESS]`: available FTM and total value (balance + delegated + rewards + withdrawals) of one wallet,
 * or of every wallet with --all, in one aliased query.
 */
export async function run(context: CommandContext<{ all?: boolean }>): Promise<void> {
  const [given] = context.args
  if (given !== undefined && !isHexAddress(given))
    throw new CliError('BAD_ADDRESS', `[address] '${given}' is not an address (0x and 40 hex digits)`)
  if (given !== undefined && context.options.all)
    throw new CliError('ADDRESS_WITH_ALL', '[address] and --all exclude each other')
  const { wallet, client, network } = await openSession(context)
  const accounts = wallet.accounts.getState().accounts
  const addresses = context.options.all
    ? accounts.map((a) => a.address)
    : [resolveReadAddress(wallet, given ?? context.globals.account)]
  const balances = addresses.length === 0 ? [] : await getAccountBalances(client, { addresses })
  const rows = balances.map((b) => ({
    address: b.address,
    name: accounts.find((a) => a.address.toLowerCase() === b.address.toLowerCase())?.name ?? '',
    balance: b.balance,
    totalValue: b.totalValue,
  }))
  const ftm = (wei: bigint) => `${formatUnits(wei)} FTM`
  if (context.options.all) {
    context.output.result({ ok: true, network: network.name, balances: rows }, () =>
      formatTable(
        ['name', 'address', 'available', 'total'],
        rows.map((r) => [r.name || '–', r.address, ftm(r.balance), ftm(r.totalValue)]),
        ['left', 'left', 'right', 'right'],
      ),
    )
    return
  }
  const [row] = rows
  context.output.result({ ok: true, network: network.name, ...row }, () =>
    row ? `available  ${ftm(row.balance)}\ntotal      ${ftm(row.totalValue)}` : '',
  )
}
