import {
  type DefiToken,
  FMINT_OVERVIEW_COLUMNS,
  type FMintRowAction,
  formatShortAddress,
  isFMintCollateralSymbol,
} from '@ftm-wallet/sdk'
import { SortableHeader } from '../../ui/SortableHeader.js'
import { sortRows, useTableSort, wholeTokens } from '../../ui/tableSort.js'
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
  /** The c-ratio in hundredths of a percent the text shows; undefined without debt (the text is '-'). */
  ratio4?: bigint | undefined
  /** Pending plus stashed rewards (wei of the reward token); undefined until they load. */
  rewardsTotal?: bigint | undefined
  /** 'pending / stashed' with the reward token's decimals. */
  rewardsText: string
  actions: readonly FMintRowAction[]
}

export interface OverviewTableProps {
  rows: readonly OverviewRow[]
  onAction: (row: OverviewRow, action: FMintRowAction) => void
  onOpen: (row: OverviewRow) => void
}

const shownAmount = (row: OverviewRow) =>
  isFMintCollateralSymbol(row.token.symbol) ? row.collateral : row.debt
const SORT_VALUES: Record<string, (row: OverviewRow) => bigint | string> = {
  wallet: (row) => row.walletName ?? row.wallet,
  asset: (row) => row.token.symbol,
  amount: (row) => wholeTokens(shownAmount(row), row.token.decimals),
  // No debt ('-') sorts below every ratio.
  ratio: (row) => row.ratio4 ?? -1n,
  rewards: (row) => row.rewardsTotal ?? -1n,
}
const SORT_KEYS = Object.keys(SORT_VALUES)
/** The sort key of each column, in FMINT_OVERVIEW_COLUMNS' order; Actions does not sort. */
const COLUMN_KEYS = [...SORT_KEYS, undefined]

/**
 * The fMint overview: one row set per account of the user (docs/behaviour/fmint.md#screens); every column but
 * Actions sorts, the order kept as `fmint-overview` (docs/behaviour/app-shell.md#tables). Until a header is pressed
 * the rows keep their order, account by account.
 */
export function OverviewTable({ rows, onAction, onOpen }: OverviewTableProps) {
  const { sort, toggle } = useTableSort('fmint-overview', SORT_KEYS, { sortBy: '', sortDir: 'asc' })
  if (rows.length === 0) return <p className="muted">No fMint positions yet.</p>
  return (
    <div className="table-wrap">
      <table className="table" aria-label="fMint overview">
        <thead>
          <tr>
            {FMINT_OVERVIEW_COLUMNS.map((column, i) => (
              <SortableHeader
                key={column}
                label={column}
                sortKey={COLUMN_KEYS[i]}
                sort={sort}
                onSort={toggle}
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {sortRows(rows, sort, SORT_VALUES).map((row) => (
            <tr key={`${row.wallet}-${row.token.address}`}>
              <td>{row.walletName ?? formatShortAddress(row.wallet)}</td>
              <td>
                <button type="button" className="link-button" onClick={() => onOpen(row)}>
                  {row.token.symbol}
                </button>
              </td>
              <td>{formatTokenAmount(shownAmount(row), row.token)}</td>
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
