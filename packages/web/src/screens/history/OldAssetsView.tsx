import { formatTokenValue } from '@ftm-wallet/sdk'
import { useState } from 'react'
import { Link } from 'react-router'
import { routePath } from '../../routes/routeNames.js'
import { AddCustomTokenDialog } from '../tokens/AddCustomTokenDialog.js'
import { useCustomTokens } from '../tokens/useCustomTokens.js'
import { canSendAsset } from './assetRows.js'
import { useOldAssets } from './useOldAssets.js'

export interface OldAssetsViewProps {
  address: string
}

/** The 'Assets old' slot: ERC-20 tokens received and custom tokens, each with Send, and Add Custom Token. */
export function OldAssetsView({ address }: OldAssetsViewProps) {
  const assets = useOldAssets(address, true)
  const custom = useCustomTokens()
  const [adding, setAdding] = useState(false)
  const rows = assets.data ?? []
  return (
    <div className="stack">
      {assets.error ? (
        <p className="message message-error" role="alert">
          {assets.error.message}
        </p>
      ) : assets.isPending ? (
        <p aria-busy="true">Loading assets…</p>
      ) : rows.length === 0 ? (
        <p className="muted">No assets yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Assets old</caption>
            <thead>
              <tr>
                <th scope="col">Asset</th>
                <th scope="col">Balance</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.address}>
                  <th scope="row">
                    {row.symbol}
                    {row.custom && <span className="muted"> (custom)</span>}
                  </th>
                  <td>{formatTokenValue(row.balance, { decimals: row.decimals, displayDecimals: 4 })}</td>
                  <td>
                    {canSendAsset(row.symbol) && (
                      <Link
                        className="btn btn-secondary btn-small"
                        to={routePath('account-send-erc20', { address, token: row.address })}
                      >
                        Send <span className="visually-hidden">{row.symbol}</span>
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={() => setAdding(true)}>
          Add Custom Token
        </button>
      </div>
      {adding && <AddCustomTokenDialog onOpenChange={setAdding} onAdd={custom.add} />}
    </div>
  )
}
