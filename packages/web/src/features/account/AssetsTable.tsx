import { computeDisplayDecimals, formatTokenValue } from '@ftm-wallet/sdk'
import { SendAssetLink } from '../../ui/SendAssetLink.js'
import { SortableHeader } from '../../ui/SortableHeader.js'
import { sortRows, useTableSort, wholeTokens } from '../../ui/tableSort.js'
import type { AssetRow } from './assetRows.js'

export interface AssetsTableProps {
  rows: readonly AssetRow[]
  /** Route of the token send form for a token address. */
  sendPath: (token: string) => string
}

// Amounts compare as whole tokens: each scaled from its token's decimals to 36.
const whole = wholeTokens
const SORT_VALUES: Record<string, (row: AssetRow) => bigint | string> = {
  asset: (row) => row.symbol,
  available: (row) => whole(row.available, row.decimals),
  deposited: (row) => whole(row.deposited, row.decimals),
  borrowed: (row) => whole(row.borrowed, row.decimals),
}
const SORT_KEYS = Object.keys(SORT_VALUES)

/**
 * Asset, Available, Deposited, Borrowed, Actions; the value columns sort (the order is remembered,
 * docs/behaviour/app-shell.md#tables).
 */
export function AssetsTable({ rows, sendPath }: AssetsTableProps) {
  const { sort, toggle } = useTableSort('assets', SORT_KEYS, { sortBy: 'asset', sortDir: 'asc' })
  if (rows.length === 0) return <p className="muted">No assets yet.</p>
  const header = (label: string, key?: string) => (
    <SortableHeader label={label} sortKey={key} sort={sort} onSort={toggle} />
  )
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Assets</caption>
        <thead>
          <tr>
            {header('Asset', 'asset')}
            {header('Available', 'available')}
            {header('Deposited', 'deposited')}
            {header('Borrowed', 'borrowed')}
            {header('Actions')}
          </tr>
        </thead>
        <tbody>
          {sortRows(rows, sort, SORT_VALUES).map((row) => {
            const format = (value: bigint) =>
              formatTokenValue(value, {
                decimals: row.decimals,
                displayDecimals: computeDisplayDecimals(row.price),
              })
            return (
              <tr key={row.address}>
                <th scope="row">{row.symbol}</th>
                <td>{format(row.available)}</td>
                <td>{format(row.deposited)}</td>
                <td>{format(row.borrowed)}</td>
                <td>
                  <SendAssetLink symbol={row.symbol} to={sendPath(row.address)} />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
