import { describeWithdrawRequest, formatTimeLeft, type WithdrawRequest } from '@ftm-wallet/sdk'
import { useAmountText } from '../../ui/display.js'

export interface UndelegationHistoryProps {
  requests: readonly WithdrawRequest[]
  withdrawalPeriodTime: number
  /** Current unix seconds (the chain's). */
  now: number
  onWithdraw: (request: WithdrawRequest) => void
  /** Why no request can be withdrawn now (sFTM outstanding): shown above the table, every Withdraw off. */
  blockedBy?: string | undefined
}

const date = (seconds: number) => new Date(seconds * 1000).toLocaleString()

/** Undelegation History: Amount (FTM), Undelegation Time, Withdrawal (button, time left, or the date). */
export function UndelegationHistory({
  requests,
  withdrawalPeriodTime,
  now,
  onWithdraw,
  blockedBy,
}: UndelegationHistoryProps) {
  const pendingCount = requests.filter((r) => r.withdrawTime === null).length
  // In the user's decimal points (docs/behaviour/tokens-and-assets.md#number-formatting).
  const amountText = useAmountText()
  return (
    <section className="stack" aria-labelledby="undelegation-history">
      <h2 id="undelegation-history">Undelegation History</h2>
      {blockedBy && (
        <p className="message message-warning" role="note">
          {blockedBy}
        </p>
      )}
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>Amount (FTM)</th>
              <th>Undelegation Time</th>
              <th>Withdrawal</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => {
              const d = describeWithdrawRequest({ request, withdrawalPeriodTime, now, pendingCount })
              return (
                <tr key={request.withdrawRequestID.toString()}>
                  <td>{amountText(request.amount)}</td>
                  <td>{date(request.createdTime)}</td>
                  <td>
                    {d.status === 'withdrawn' ? (
                      date(request.withdrawTime ?? d.availableAt)
                    ) : (
                      <button
                        type="button"
                        className="btn btn-small"
                        disabled={d.status !== 'ready' || blockedBy !== undefined}
                        onClick={() => onWithdraw(request)}
                      >
                        {d.status === 'waiting' ? `Withdraw ${formatTimeLeft(d.secondsLeft)}` : 'Withdraw'}
                      </button>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </section>
  )
}
