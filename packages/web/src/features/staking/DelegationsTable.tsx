import { canClaimRewards, type DelegationWithClaimState, formatShortAddress } from '@ftm-wallet/sdk'
import { useAmountText } from '../../ui/display.js'
import { SortableHeader } from '../../ui/SortableHeader.js'
import { sortRows, useTableSort } from '../../ui/tableSort.js'

export interface DelegationRow extends DelegationWithClaimState {
  /** Owner of the delegation (All Delegations). */
  wallet: string
  walletName?: string | undefined
  validatorName?: string | undefined
}

const SORT_VALUES: Record<string, (row: DelegationRow) => bigint | number | string> = {
  wallet: (row) => row.walletName ?? row.wallet,
  time: (row) => row.createdTime,
  validator: (row) => row.toStakerId,
  amount: (row) => row.amount,
  rewards: (row) => row.pendingRewards,
}
const SORT_KEYS = Object.keys(SORT_VALUES)

export interface DelegationsTableProps {
  rows: readonly DelegationRow[]
  /** Adds the Wallet column (All Delegations). */
  showWallet?: boolean
  onDetail: (row: DelegationRow) => void
  onClaim: (row: DelegationRow, restake: boolean) => void
}

/**
 * The staking page's delegation list (docs/behaviour/staking.md#screens); entries with zero amount are hidden. A
 * click on a row opens its delegation detail (the Detail button does the same for the keyboard); the row's buttons
 * act alone. Columns sort (the order is remembered per tab, docs/behaviour/app-shell.md#tables), newest first by
 * default. Claim Rewards and Claim & Restake follow the SDK's claim rule (docs/behaviour/staking.md#claiming) on
 * the row's own state.
 */
export function DelegationsTable({ rows, showWallet = false, onDetail, onClaim }: DelegationsTableProps) {
  // Amounts in the user's decimal points (docs/behaviour/tokens-and-assets.md#number-formatting).
  const amountText = useAmountText()
  const { sort, toggle } = useTableSort(showWallet ? 'all-delegations' : 'delegations', SORT_KEYS, {
    sortBy: 'time',
    sortDir: 'desc',
  })
  const visible = sortRows(
    rows.filter((row) => row.amount !== 0n),
    sort,
    SORT_VALUES,
  )
  if (visible.length === 0) return <p className="muted">No delegations yet.</p>
  const header = (label: string, key?: string) => (
    <SortableHeader label={label} sortKey={key} sort={sort} onSort={toggle} />
  )
  // The table scrolls inside its own box: on a phone its action buttons make it wider than the screen.
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {showWallet && header('Wallet', 'wallet')}
            {header('Delegation Time', 'time')}
            {header('Validator', 'validator')}
            {header('Amount (FTM)', 'amount')}
            {header('Pending Rewards (FTM)', 'rewards')}
            {header('Actions')}
          </tr>
        </thead>
        <tbody>
          {visible.map((row) => {
            const claimable = canClaimRewards(row)
            return (
              <tr
                key={`${row.wallet}-${row.toStakerId}`}
                style={{ cursor: 'pointer' }}
                onClick={() => onDetail(row)}
              >
                {showWallet && <td>{row.walletName ?? formatShortAddress(row.wallet)}</td>}
                <td>{new Date(row.createdTime * 1000).toLocaleString()}</td>
                <td>
                  {row.validatorName || 'Unknown'}, {row.toStakerId.toString()}
                </td>
                <td>{amountText(row.amount)}</td>
                <td>{amountText(row.pendingRewards)}</td>
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: only keeps the row's click off its buttons */}
                <td className="row" onClick={(e) => e.stopPropagation()}>
                  <button type="button" className="btn" onClick={() => onDetail(row)}>
                    Detail
                  </button>
                  <button
                    type="button"
                    className="btn"
                    disabled={!claimable}
                    onClick={() => onClaim(row, false)}
                  >
                    Claim Rewards
                  </button>
                  <button
                    type="button"
                    className="btn"
                    disabled={!claimable}
                    onClick={() => onClaim(row, true)}
                  >
                    Claim &amp; Restake
                  </button>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
