import {
  computeFMintRowActions,
  type DefiToken,
  FMINT_COLLATERAL_COLUMNS,
  FMINT_SYNTHS_COLUMNS,
  type FMintRowAction,
  type FMintTokenRow,
  isFMintCollateralSymbol,
} from '@ftm-wallet/sdk'
import { formatFusd, formatTokenAmount } from './formatToken.js'

export interface PositionsTablesProps {
  rows: readonly FMintTokenRow<DefiToken>[]
  onAction: (token: DefiToken, action: FMintRowAction) => void
}

function ActionButtons({
  token,
  actions,
  onAction,
}: {
  token: DefiToken
  actions: readonly FMintRowAction[]
  onAction: PositionsTablesProps['onAction']
}) {
  return (
    <div className="row">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className="btn btn-small"
          aria-label={`${action} ${token.symbol}`}
          onClick={() => onAction(token, action)}
        >
          {action}
        </button>
      ))}
    </div>
  )
}

/** Collateral Positions (Lock/Unlock/Swap) and Synths Positions (Mint/Repay) of the account (spec 02 §2). */
export function PositionsTables({ rows, onAction }: PositionsTablesProps) {
  const collateral = rows.filter((r) => isFMintCollateralSymbol(r.token.symbol))
  const synths = rows.filter((r) => r.token.canMint)
  return (
    <div className="stack">
      <h2 id="fmint-collateral-title">Collateral Positions</h2>
      <div className="table-wrap">
        <table className="table" aria-labelledby="fmint-collateral-title">
          <thead>
            <tr>
              {FMINT_COLLATERAL_COLUMNS.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {collateral.map((row) => (
              <tr key={row.token.address}>
                <td>{row.token.symbol}</td>
                <td>{formatTokenAmount(row.collateral, row.token)}</td>
                <td>{formatFusd(row.collateralValue)}</td>
                <td>
                  <ActionButtons
                    token={row.token}
                    actions={computeFMintRowActions({ ...row, ...row.token, debt: 0n })}
                    onAction={onAction}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2 id="fmint-synths-title">Synths Positions</h2>
      <div className="table-wrap">
        <table className="table" aria-labelledby="fmint-synths-title">
          <thead>
            <tr>
              {FMINT_SYNTHS_COLUMNS.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {synths.map((row) => (
              <tr key={row.token.address}>
                <td>{row.token.symbol}</td>
                <td>{formatTokenAmount(row.debt, row.token)}</td>
                <td>{formatFusd(row.debtValue)}</td>
                <td>
                  <ActionButtons
                    token={row.token}
                    actions={row.debt > 0n ? ['Mint', 'Repay'] : ['Mint']}
                    onAction={onAction}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
