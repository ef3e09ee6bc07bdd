import { formatTokenValue } from '@ftm-wallet/sdk'
import { useState } from 'react'
import { routePath } from '../../navigation/routeNames.js'
import { useDisplay } from '../../ui/display.js'
import { SendAssetLink } from '../../ui/SendAssetLink.js'
import { AddCustomTokenDialog } from '../tokens/AddCustomTokenDialog.js'
import { useCustomTokens } from '../tokens/useCustomTokens.js'
import { QueryState } from './QueryState.js'
import { useOldAssets } from './useOldAssets.js'

export interface OldAssetsViewProps {
  address: string
}

/**
 * The 'Other tokens' tab (docs/behaviour/history.md#tabs): ERC-20 tokens received and custom tokens, each with Send,
 * and Add Custom Token.
 */
export function OldAssetsView({ address }: OldAssetsViewProps) {
  const assets = useOldAssets(address, true)
  const custom = useCustomTokens()
  const [adding, setAdding] = useState(false)
  const rows = assets.data ?? []
  // Balances with the user's decimal points, cut (docs/behaviour/tokens-and-assets.md#number-formatting).
  const { fractionDigits } = useDisplay()
  return (
    <div className="stack">
      <QueryState error={assets.error} pending={assets.isPending} loadingText="Loading assets…">
        {rows.length === 0 ? (
          <p className="muted">No assets yet.</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <caption className="visually-hidden">Other tokens</caption>
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
                    <td>
                      {formatTokenValue(row.balance, {
                        decimals: row.decimals,
                        displayDecimals: fractionDigits,
                      })}
                    </td>
                    <td>
                      <SendAssetLink
                        symbol={row.symbol}
                        to={routePath('account-send-erc20', { address, token: row.address })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={() => setAdding(true)}>
          Add Custom Token
        </button>
      </div>
      {adding && <AddCustomTokenDialog onOpenChange={setAdding} onAdd={custom.add} />}
    </div>
  )
}
