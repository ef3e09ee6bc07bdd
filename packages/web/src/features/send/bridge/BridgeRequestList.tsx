import { type BridgeRequest, formatUnits } from '@ftm-wallet/sdk'
import { getSendDirectionOption } from './sendDirections.js'

const STATUS = { pending: 'Pending', finalized: 'Completed', failed: 'Failed' } as const

/** The stored bridge requests, newest first (docs/behaviour/bridge.md#pending-requests). */
export function BridgeRequestList({ requests }: { requests: readonly BridgeRequest[] }) {
  if (requests.length === 0) return null
  return (
    <section aria-label="Bridge requests" className="stack">
      <h3>Bridge requests</h3>
      <ul>
        {[...requests].reverse().map((request) => (
          <li key={request.uuid} data-testid="bridge-request" data-status={request.status}>
            {formatUnits(BigInt(request.amount))} FTM to {request.targetAddress} on{' '}
            {getSendDirectionOption(request.direction).chain}: {STATUS[request.status]}
            {request.error ? ` (${request.error})` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
