import {
  canClaimRewards,
  type DelegationWithClaimState,
  formatFtmAmount,
  formatShortAddress,
} from '@ftm-wallet/sdk'

export interface DelegationRow extends DelegationWithClaimState {
  /** Owner of the delegation (All Delegations). */
  wallet: string
  walletName?: string | undefined
  validatorName?: string | undefined
}

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
 * act alone. Claim Rewards and Claim & Restake follow the SDK's claim rule (docs/behaviour/staking.md#claiming) on
 * the row's own state.
 */
export function DelegationsTable({ rows, showWallet = false, onDetail, onClaim }: DelegationsTableProps) {
  const visible = rows.filter((row) => row.amount !== 0n)
  if (visible.length === 0) return <p className="muted">No delegations yet.</p>
  // The table scrolls inside its own box: on a phone its action buttons make it wider than the screen.
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {showWallet && <th>Wallet</th>}
            <th>Delegation Time</th>
            <th>Validator</th>
            <th>Amount (FTM)</th>
            <th>Pending Rewards (FTM)</th>
            <th>Actions</th>
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
                <td>{formatFtmAmount(row.amount, 2)}</td>
                <td>{formatFtmAmount(row.pendingRewards, 2)}</td>
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
