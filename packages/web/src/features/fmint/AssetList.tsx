import { type DefiToken, FMINT_ASSET_COLUMNS, type FMintTokenRow, formatTokenValue } from '@ftm-wallet/sdk'
import { routePath } from '../../navigation/routeNames.js'
import { SendAssetLink } from '../../ui/SendAssetLink.js'
import { SortableHeader } from '../../ui/SortableHeader.js'
import { sortRows, useTableSort, wholeTokens } from '../../ui/tableSort.js'
import { formatTokenAmount } from './formatToken.js'

type Row = FMintTokenRow<DefiToken>
const SORT_VALUES: Record<string, (row: Row) => bigint | string> = {
  asset: (row) => row.token.symbol,
  available: (row) => wholeTokens(row.available, row.token.decimals),
  deposited: (row) => wholeTokens(row.collateral, row.token.decimals),
  borrowed: (row) => wholeTokens(row.debt, row.token.decimals),
  supply: (row) => wholeTokens(row.token.totalSupply, row.token.decimals),
}
const SORT_KEYS = Object.keys(SORT_VALUES)
/** The sort key of each of the spec's columns, in their order (Actions does not sort). */
const COLUMN_KEYS = [...SORT_KEYS, undefined]

/**
 * The asset list (docs/behaviour/fmint.md#screens): Send leads to account-send-erc20 and is hidden for SFTM; supply
 * has 0 decimals. Every column but Actions sorts, the order kept as `fmint-assets` (docs/behaviour/app-shell.md#tables).
 */
export function AssetList({ rows, address }: { rows: readonly Row[]; address: string }) {
  const { sort, toggle } = useTableSort('fmint-assets', SORT_KEYS, { sortBy: 'asset', sortDir: 'asc' })
  if (rows.length === 0) return <p className="muted">No assets yet.</p>
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Assets">
        <thead>
          <tr>
            {FMINT_ASSET_COLUMNS.map((c, i) => (
              <SortableHeader key={c} label={c} sortKey={COLUMN_KEYS[i]} sort={sort} onSort={toggle} />
            ))}
          </tr>
        </thead>
        <tbody>
          {sortRows(rows, sort, SORT_VALUES).map(({ token, available, collateral, debt }) => (
            <tr key={token.address}>
              <td>{token.symbol}</td>
              <td>{formatTokenAmount(available, token)}</td>
              <td>{formatTokenAmount(collateral, token)}</td>
              <td>{formatTokenAmount(debt, token)}</td>
              <td>{formatTokenValue(token.totalSupply, { decimals: token.decimals, displayDecimals: 0 })}</td>
              <td>
                <SendAssetLink
                  symbol={token.symbol}
                  to={routePath('account-send-erc20', { address, token: token.address })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
