import { getUniswapActions, toPairActionRows, type UniswapActionType } from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatTable } from '../../terminal/table.js'
import { loadPool } from './poolLookup.js'

interface Options {
  type?: string
  cursor?: string
}

/** The tabs of the pair's transactions (docs/behaviour/pair-detail.md#transactions) and the API's action kind. */
const TYPES: Record<string, { label: string; actionType: UniswapActionType | undefined }> = {
  all: { label: 'All', actionType: undefined },
  swaps: { label: 'Swaps', actionType: 'swap' },
  adds: { label: 'Adds', actionType: 'mint' },
  removes: { label: 'Removes', actionType: 'burn' },
}

const formatTime = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 19)

/**
 * `ftm pool actions PAIR`: the pair's transactions, newest first, 15 a page (`--cursor` for the next), with the
 * texts of the web's pair screen ('Swap X for Y', 'Add X and Y', 'Remove X and Y': the SDK's toPairActionRows)
 * and the amounts in the decimal points of the settings.
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const typeName = (options.type ?? 'all').toLowerCase()
  const type = TYPES[typeName]
  if (!type)
    throw new CliError('BAD_ACTION_TYPE', `--type '${options.type}': use all, swaps, adds or removes`)
  const { client, wallet } = await openSession(context)
  const { pair } = await loadPool(client, context.args[0] ?? '')
  const page = await getUniswapActions(client, {
    pairAddress: pair.pairAddress,
    cursor: options.cursor ?? null,
    actionType: type.actionType,
  })
  const { fractionDigits } = wallet.settings.getState()
  const rows = toPairActionRows(page.items, fractionDigits)
  const actions = rows.map((row, i) => {
    const raw = page.items[i]
    return {
      ...row,
      type: raw?.type,
      sender: raw?.sender,
      amount0in: raw?.amount0in,
      amount0out: raw?.amount0out,
      amount1in: raw?.amount1in,
      amount1out: raw?.amount1out,
    }
  })
  const symbols = pair.tokens.map((t) => t.symbol).join('/')
  output.result(
    {
      ok: true,
      pair: pair.pairAddress,
      symbols,
      type: typeName,
      totalCount: page.totalCount,
      nextCursor: page.nextCursor,
      actions,
    },
    () => {
      if (rows.length === 0) return `${symbols} · ${type.label}: no transactions.`
      const table = formatTable(
        [
          'action',
          pair.tokens[0]?.symbol ?? 'token0',
          pair.tokens[1]?.symbol ?? 'token1',
          'time (UTC)',
          'hash',
        ],
        rows.map((r) => [r.action, r.amounts[0], r.amounts[1], formatTime(r.time), r.transactionHash]),
        ['left', 'right', 'right', 'left', 'left'],
      )
      const more = page.nextCursor
        ? `\nMore: ftm pool actions ${context.args[0]}${typeName === 'all' ? '' : ` --type ${typeName}`} --cursor ${page.nextCursor}`
        : ''
      return `${symbols} · ${type.label}\n${table}\n${rows.length} of ${page.totalCount}${more}`
    },
  )
}
