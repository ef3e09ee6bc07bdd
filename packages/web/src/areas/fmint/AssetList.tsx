import { type DefiToken, FMINT_ASSET_COLUMNS, type FMintTokenRow, formatTokenValue } from '@ftm-wallet/sdk'
import { Link } from 'react-router'
import { formatTokenAmount } from './formatToken.js'

/** The asset list (spec 02 §2): Send leads to account-send-erc20 and is hidden for SFTM; supply has 0 decimals. */
export function AssetList({ rows, address }: { rows: readonly FMintTokenRow<DefiToken>[]; address: string }) {
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
                {token.symbol.toUpperCase() !== 'SFTM' && (
                  <Link
                    className="btn btn-small"
                    to={`/account/${address}/send-erc20/${token.address}`}
                    aria-label={`Send ${token.symbol}`}
                  >
                    Send
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
