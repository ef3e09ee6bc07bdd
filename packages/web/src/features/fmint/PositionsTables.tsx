import {
  computeFMintRowActions,
  type DefiToken,
  FMINT_COLLATERAL_COLUMNS,
  FMINT_SYNTHS_COLUMNS,
  type FMintRowAction,
  type FMintTokenRow,
  isFMintCollateralSymbol,
} from '@ftm-wallet/sdk'
import { SortableHeader } from '../../ui/SortableHeader.js'
import { sortRows, useTableSort, wholeTokens } from '../../ui/tableSort.js'
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

const SORT_KEYS = ['asset', 'amount', 'value']
/** The sort key of each column (Asset, Amount, Amount (fUSD)); Actions does not sort. */
const COLUMN_KEYS = [...SORT_KEYS, undefined]

interface PositionsTableProps extends Pick<PositionsTablesProps, 'onAction'> {
  id: string
  /** Where the table's order is kept (docs/behaviour/app-shell.md#tables). */
  sortCode: string
  title: string
  columns: readonly string[]
  rows: readonly FMintTokenRow<DefiToken>[]
  /** The row's amount (collateral or debt) and its value in fUSD. */
  amount: (row: FMintTokenRow<DefiToken>) => { amount: bigint; value: bigint }
  actions: (row: FMintTokenRow<DefiToken>) => readonly FMintRowAction[]
}

function PositionsTable({
  id,
  sortCode,
  title,
  columns,
  rows,
  amount,
  actions,
  onAction,
}: PositionsTableProps) {
  const { sort, toggle } = useTableSort(sortCode, SORT_KEYS, { sortBy: 'asset', sortDir: 'asc' })
  const sorted = sortRows(rows, sort, {
    asset: (row) => row.token.symbol,
    amount: (row) => wholeTokens(amount(row).amount, row.token.decimals),
    value: (row) => amount(row).value,
  })
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
                {columns.map((c, i) => (
                  <SortableHeader key={c} label={c} sortKey={COLUMN_KEYS[i]} sort={sort} onSort={toggle} />
                ))}
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => {
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
 * (docs/behaviour/fmint.md#screens); each sorts by Asset, Amount or Amount (fUSD), its order kept on its own
 * (docs/behaviour/app-shell.md#tables).
 */
export function PositionsTables({ rows, onAction }: PositionsTablesProps) {
  return (
    <div className="stack">
      <PositionsTable
        id="fmint-collateral-title"
        sortCode="fmint-collateral"
        title="Collateral Positions"
        columns={FMINT_COLLATERAL_COLUMNS}
        rows={rows.filter((r) => isFMintCollateralSymbol(r.token.symbol))}
        amount={(row) => ({ amount: row.collateral, value: row.collateralValue })}
        actions={(row) => computeFMintRowActions({ ...row, ...row.token, debt: 0n })}
        onAction={onAction}
      />
      <PositionsTable
        id="fmint-synths-title"
        sortCode="fmint-synths"
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
