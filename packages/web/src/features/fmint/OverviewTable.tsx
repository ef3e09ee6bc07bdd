import {
  type DefiToken,
  FMINT_OVERVIEW_COLUMNS,
  type FMintRowAction,
  formatShortAddress,
  isFMintCollateralSymbol,
} from '@ftm-wallet/sdk'
import { formatTokenAmount } from './formatToken.js'

export interface OverviewRow {
  wallet: string
  walletName?: string | undefined
  token: DefiToken
  collateral: bigint
  debt: bigint
  /** The account's whole collateral and debt values (fUSD): a row click opens by them. */
  account: { collateralValue: bigint; debtValue: bigint }
  /** The account's c-ratio as shown ('>5000%', '345.67%', '-'). */
  ratioText: string
  /** 'pending / stashed' with the reward token's decimals. */
  rewardsText: string
  actions: readonly FMintRowAction[]
}

export interface OverviewTableProps {
  rows: readonly OverviewRow[]
  onAction: (row: OverviewRow, action: FMintRowAction) => void
  onOpen: (row: OverviewRow) => void
}

/** The fMint overview: one row set per account of the user (docs/behaviour/fmint.md#screens). */
export function OverviewTable({ rows, onAction, onOpen }: OverviewTableProps) {
  if (rows.length === 0) return <p className="muted">No fMint positions yet.</p>
  return (
    <div className="table-wrap">
      <table className="table" aria-label="fMint overview">
        <thead>
          <tr>
            {FMINT_OVERVIEW_COLUMNS.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.wallet}-${row.token.address}`}>
              <td>{row.walletName ?? formatShortAddress(row.wallet)}</td>
              <td>
                <button type="button" className="link-button" onClick={() => onOpen(row)}>
                  {row.token.symbol}
                </button>
              </td>
              <td>
                {formatTokenAmount(
                  isFMintCollateralSymbol(row.token.symbol) ? row.collateral : row.debt,
                  row.token,
                )}
              </td>
              <td>{row.ratioText}</td>
              <td>{row.rewardsText}</td>
              <td>
                <div className="row">
                  {row.actions.map((action) => (
                    <button
                      key={action}
                      type="button"
                      className="btn btn-small"
                      aria-label={`${action} ${row.token.symbol}${row.walletName ? ` (${row.walletName})` : ''}`}
                      onClick={() => onAction(row, action)}
                    >
                      {action}
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
