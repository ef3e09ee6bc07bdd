import { type DefiToken, FMINT_ASSET_COLUMNS, type FMintTokenRow, formatTokenValue } from '@ftm-wallet/sdk'
import { routePath } from '../../navigation/routeNames.js'
import { SendAssetLink } from '../../ui/SendAssetLink.js'
import { formatTokenAmount } from './formatToken.js'

/**
 * The asset list (docs/behaviour/fmint.md#screens): Send leads to account-send-erc20 and is hidden for SFTM; supply
 * has 0 decimals.
 */
export function AssetList({ rows, address }: { rows: readonly FMintTokenRow<DefiToken>[]; address: string }) {
  if (rows.length === 0) return <p className="muted">No assets yet.</p>
  return (
    <div className="table-wrap">
      <table className="table" aria-label="Assets">
        <thead>
          <tr>
            {FMINT_ASSET_COLUMNS.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ token, available, collateral, debt }) => (
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
