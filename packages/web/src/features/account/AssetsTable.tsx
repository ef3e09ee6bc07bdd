import { computeDisplayDecimals, formatTokenValue } from '@ftm-wallet/sdk'
import { SendAssetLink } from '../../ui/SendAssetLink.js'
import type { AssetRow } from './assetRows.js'

export interface AssetsTableProps {
  rows: readonly AssetRow[]
  /** Route of the token send form for a token address. */
  sendPath: (token: string) => string
}

/** Asset, Available, Deposited, Borrowed, Actions. */
export function AssetsTable({ rows, sendPath }: AssetsTableProps) {
  if (rows.length === 0) return <p className="muted">No assets yet.</p>
  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">Assets</caption>
        <thead>
          <tr>
            <th scope="col">Asset</th>
            <th scope="col">Available</th>
            <th scope="col">Deposited</th>
            <th scope="col">Borrowed</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
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
