import { type Currency, getAccountBalances, getFtmPrice } from '@ftm-wallet/sdk'
import { openContractFreeSession } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import { isHexAddress, resolveReadAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatTable } from '../../terminal/table.js'

/**
 * `ftm balance [ADDRESS]`: available FTM and total value (balance + delegated + rewards + withdrawals) of one wallet,
 * or of every wallet with --all, in one aliased query. --all adds each wallet's value in the display currency and
 * the summed Available and Total (docs/behaviour/wallets-and-accounts.md#wallet-list). Human amounts use the decimal
 * points of the settings; --json keeps wei.
 */
export async function run(context: CommandContext<{ all?: boolean }>): Promise<void> {
  const [given] = context.args
  if (given !== undefined && !isHexAddress(given))
    throw new CliError('BAD_ADDRESS', `[address] '${given}' is not an address (0x and 40 hex digits)`)
  if (given !== undefined && context.options.all)
    throw new CliError('ADDRESS_WITH_ALL', '[address] and --all exclude each other')
  // The balance and the price read no contract of the network: the devnet's deployment is kept beside them.
  const { wallet, client, network, contractsKept } = await openContractFreeSession(context)
  const settings = wallet.settings.getState()
  const display = createDisplay(settings)
  const accounts = wallet.accounts.getState().accounts
  const addresses = context.options.all
    ? accounts.map((a) => a.address)
    : [resolveReadAddress(wallet, given ?? context.globals.account)]
  // The price is read beside the balances, for --all only (one wallet's balance stays one request).
  const price = context.options.all ? readPrice(settings.currency) : undefined
  const balances = addresses.length === 0 ? [] : await getAccountBalances(client, { addresses })
  const rows = balances.map((b) => ({
    address: b.address,
    name: accounts.find((a) => a.address.toLowerCase() === b.address.toLowerCase())?.name ?? '',
    balance: b.balance,
    totalValue: b.totalValue,
  }))
  if (context.options.all) {
    printAll(context, { rows, network: network.name, display, price: await price })
  } else {
    const [row] = rows
    context.output.result({ ok: true, network: network.name, ...row }, () =>
      row ? `available  ${display.ftm(row.balance)}\ntotal      ${display.ftm(row.totalValue)}` : '',
    )
  }
  await contractsKept

  // Without the Fantom API (limited mode) or when it fails, the fiat values are unknown: shown as '–'.
  function readPrice(currency: Currency): Promise<number | undefined> {
    return getFtmPrice(client, { currency })
      .then(({ price }) => (price > 0 ? price : undefined))
      .catch(() => undefined)
  }
}

interface Row {
  address: string
  name: string
  balance: bigint
  totalValue: bigint
}

function printAll(
  context: CommandContext<{ all?: boolean }>,
  {
    rows,
    network,
    display,
    price,
  }: { rows: Row[]; network: string; display: ReturnType<typeof createDisplay>; price: number | undefined },
): void {
  const fiat = (wei: bigint) => (price === undefined ? null : display.fiat(wei, price))
  const total = {
    balance: rows.reduce((sum, r) => sum + r.balance, 0n),
    totalValue: rows.reduce((sum, r) => sum + r.totalValue, 0n),
  }
  const withFiat = <T extends { balance: bigint; totalValue: bigint }>(r: T) => ({
    ...r,
    fiatBalance: fiat(r.balance),
    fiatTotalValue: fiat(r.totalValue),
  })
  context.output.result(
    {
      ok: true,
      network,
      currency: display.currency,
      price: price ?? null,
      balances: rows.map(withFiat),
      total: withFiat(total),
    },
    () => {
      const cells = (r: { balance: bigint; totalValue: bigint }) => [
        display.ftm(r.balance),
        fiat(r.balance) ?? '–',
        display.ftm(r.totalValue),
        fiat(r.totalValue) ?? '–',
      ]
      return formatTable(
        ['name', 'address', 'available', display.currency, 'total', display.currency],
        [...rows.map((r) => [r.name || '–', r.address, ...cells(r)]), ['Total', '', ...cells(total)]],
        ['left', 'left', 'right', 'right', 'right', 'right'],
      )
    },
  )
}
