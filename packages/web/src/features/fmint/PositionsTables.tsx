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

interface PositionsTableProps extends Pick<PositionsTablesProps, 'onAction'> {
  id: string
  title: string
  columns: readonly string[]
  rows: readonly FMintTokenRow<DefiToken>[]
  /** The row's amount (collateral or debt) and its value in fUSD. */
  amount: (row: FMintTokenRow<DefiToken>) => { amount: bigint; value: bigint }
  actions: (row: FMintTokenRow<DefiToken>) => readonly FMintRowAction[]
}

function PositionsTable({ id, title, columns, rows, amount, actions, onAction }: PositionsTableProps) {
  return (
    <>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">No positions yet.</p>
      ) : (
        <div className="table-wrap">
          <table className="table" aria-labelledby={id}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const shown = amount(row)
                return (
                  <tr key={row.token.address}>
                    <td>{row.token.symbol}</td>
                    <td>{formatTokenAmount(shown.amount, row.token)}</td>
                    <td>{formatFusd(shown.value)}</td>
                    <td>
                      <ActionButtons token={row.token} actions={actions(row)} onAction={onAction} />
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}

/**
 * Collateral Positions (Lock/Unlock/Swap) and Synths Positions (Mint/Repay) of the account
 * (docs/behaviour/fmint.md#screens).
 */
export function PositionsTables({ rows, onAction }: PositionsTablesProps) {
  return (
    <div className="stack">
      <PositionsTable
        id="fmint-collateral-title"
        title="Collateral Positions"
        columns={FMINT_COLLATERAL_COLUMNS}
        rows={rows.filter((r) => isFMintCollateralSymbol(r.token.symbol))}
        amount={(row) => ({ amount: row.collateral, value: row.collateralValue })}
        actions={(row) => computeFMintRowActions({ ...row, ...row.token, debt: 0n })}
        onAction={onAction}
      />
      <PositionsTable
        id="fmint-synths-title"
        title="Synths Positions"
        columns={FMINT_SYNTHS_COLUMNS}
        rows={rows.filter((r) => r.token.canMint)}
        amount={(row) => ({ amount: row.debt, value: row.debtValue })}
        actions={(row) => (row.debt > 0n ? ['Mint', 'Repay'] : ['Mint'])}
        onAction={onAction}
      />
    </div>
  )
}
