import { formatUnits, type TokenAllowance } from '@ftm-wallet/sdk'
import { revokeAllowanceMachine } from '@ftm-wallet/sdk/machines'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useParams } from 'react-router'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'
import { QueryState } from '../account/QueryState.js'
import { accountAllowancesQueryKey, useAccountAllowances } from './useAccountAllowances.js'

/** An allowance as the list shows it: every decimal, or 'Unlimited' from 2^255 on (docs/behaviour/approvals.md#list). */
export const showAllowance = (row: TokenAllowance): string =>
  row.unlimited ? 'Unlimited' : `${formatUnits(row.allowance, row.decimals)} ${row.symbol}`

/**
 * account-approvals (/account/{address}/approvals): the account's ERC-20 allowances towards the spenders the wallet
 * knows, each with Revoke — approve(spender, 0) through the common confirmation (docs/behaviour/approvals.md).
 */
export function ApprovalsPage() {
  const address = useParams().address as string
  const allowances = useAccountAllowances(address)
  const queryClient = useQueryClient()
  const [revoking, setRevoking] = useState<TokenAllowance | null>(null)
  const onEnd = useCallback(() => {
    setRevoking(null)
    void queryClient.invalidateQueries({ queryKey: accountAllowancesQueryKey(address) })
  }, [queryClient, address])
  const rows = allowances.data ?? []
  return (
    <section className="card stack" aria-labelledby="approvals-title">
      <h2 id="approvals-title">Approvals</h2>
      <p className="muted">
        Contracts this wallet works with that may spend your tokens. Revoke sets an allowance to 0.
      </p>
      <QueryState error={allowances.error} pending={allowances.isPending} loadingText="Loading approvals…">
        {rows.length === 0 ? (
          <p>No allowances: no contract the wallet knows may spend your tokens.</p>
        ) : (
          <div className="table-wrap">
            <table aria-label="Allowances" className="table">
              <thead>
                <tr>
                  <th scope="col">Token</th>
                  <th scope="col">Spender</th>
                  <th scope="col">Allowance</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.token}:${row.spender}`}>
                    <td>{row.symbol}</td>
                    <td>
                      {row.spenderName}
                      <div className="muted mono break-all">{row.spender}</div>
                    </td>
                    <td>{showAllowance(row)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-secondary"
                        aria-label={`Revoke ${row.spenderName}'s ${row.symbol} allowance`}
                        onClick={() => setRevoking(row)}
                      >
                        Revoke
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
      <Dialog open={revoking !== null} onOpenChange={(open) => !open && setRevoking(null)} title="Revoke">
        {revoking && (
          <FlowRunner
            machine={revokeAllowanceMachine}
            params={{ token: revoking.token, spender: revoking.spender }}
            facts={{ allowance: revoking.allowance }}
            onEnd={onEnd}
          >
            <p>
              You're revoking the {revoking.symbol} allowance of {revoking.spenderName} (
              {showAllowance(revoking)}).
            </p>
          </FlowRunner>
        )}
      </Dialog>
    </section>
  )
}
