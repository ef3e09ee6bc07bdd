import {
  fetchAllPages,
  getTransactionHistory,
  type HistoryTransaction,
  PAGE_SIZE_TRANSACTIONS,
} from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { resolveReadAddress } from '../../input/accounts.js'
import { parseIntegerArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { formatTable } from '../../terminal/table.js'

interface Options {
  limit?: string
  cursor?: string
  all?: boolean
}

const formatTime = (seconds: number | undefined) =>
  seconds === undefined ? 'pending' : new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19)

/**
 * `ftm history`: one page of transactions (newest first) with the cursor of the next one, or --all pages; values in
 * the decimal points of the settings (docs/behaviour/tokens-and-assets.md#number-formatting), --json in wei.
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const count =
    options.limit === undefined ? PAGE_SIZE_TRANSACTIONS : parseIntegerArg(options.limit, '--limit', 1, 250)
  const { wallet, client } = await openSession(context)
  const address = resolveReadAddress(wallet, context.globals.account)
  const display = createDisplay(wallet.settings.getState())
  let transactions: readonly HistoryTransaction[]
  let nextCursor: string | null = null
  let totalCount: bigint
  if (options.all) {
    let total = 0n
    transactions = await fetchAllPages({
      fetchPage: async (cursor) => {
        const page = (
          await getTransactionHistory(client, { address, cursor: cursor ?? options.cursor ?? null, count })
        ).transactions
        total = page.totalCount
        return page
      },
    })
    totalCount = total
  } else {
    const page = (await getTransactionHistory(client, { address, cursor: options.cursor ?? null, count }))
      .transactions
    transactions = page.items
    nextCursor = page.nextCursor
    totalCount = page.totalCount
  }
  const rows = transactions.map((tx) => ({
    hash: tx.hash,
    time: tx.block?.timestamp,
    direction: tx.from.toLowerCase() === address.toLowerCase() ? 'out' : 'in',
    from: tx.from,
    to: tx.to,
    value: tx.value,
    status: tx.status,
  }))
  output.result({ ok: true, address, totalCount, nextCursor, transactions: rows }, () => {
    if (rows.length === 0) return 'No transactions.'
    const table = formatTable(
      ['time (UTC)', 'dir', 'counterparty', 'FTM', 'status', 'hash'],
      rows.map((r) => [
        formatTime(r.time),
        r.direction,
        (r.direction === 'out' ? r.to : r.from) ?? '(contract creation)',
        display.token(r.value, 18),
        String(r.status),
        r.hash,
      ]),
      ['left', 'left', 'left', 'right'],
    )
    const more = nextCursor ? `\nMore: ftm history --cursor ${nextCursor}` : ''
    return `${table}\n${rows.length} of ${totalCount}${more}`
  })
}
