import { SIMULATION_TEXTS, type TransactionConfirmation } from '@ftm-wallet/sdk'
import { needsSendAnyway } from '@ftm-wallet/sdk/machines'
import { type ReactNode, useState } from 'react'
import { SummaryList } from '../ui/SummaryList.js'
import { withShownSymbols } from '../ui/tokenSymbol.js'

/**
 * What a transaction will do and cost, shown before the password field or device prompt
 * (docs/behaviour/signing.md): the decoded call in one sentence with its arguments and warnings, what the simulation
 * on the network's node predicts (balance changes, or the revert's reason), then the summary (network, from, to,
 * value, gas, fee, total, nonce). Token symbols are written as the rest of the app writes them (fUSD,
 * docs/behaviour/tokens-and-assets.md#symbols).
 */
export function ConfirmationDetails({ confirmation }: { confirmation: TransactionConfirmation }) {
  const { summary, call } = confirmation
  return (
    <div className="stack confirmation-details">
      <section className="stack" aria-label="Contract call">
        <p>
          <strong data-testid="call-sentence">{withShownSymbols(call.sentence)}</strong>
        </p>
        {call.warnings.map((warning) => (
          <p key={warning} role="alert" className="message message-warning">
            {withShownSymbols(warning)}
          </p>
        ))}
        {call.arguments.length > 0 && (
          <details open={call.kind === 'unknown' || call.kind === 'deploy'}>
            <summary>{call.method ?? (call.kind === 'deploy' ? 'Contract code' : 'Call data')}</summary>
            <SummaryList
              items={call.arguments.map((a) => ({
                label: a.name,
                value: withShownSymbols(a.value),
                mono: true,
              }))}
            />
          </details>
        )}
      </section>
      <section className="stack" aria-label="Simulation">
        {confirmation.simulation.status === 'reverted' || confirmation.simulation.status === 'unreachable' ? (
          <p role="alert" className="message message-warning" data-testid="simulation">
            {withShownSymbols(confirmation.simulation.text)}
          </p>
        ) : (
          <p data-testid="simulation">{withShownSymbols(confirmation.simulation.text)}</p>
        )}
      </section>
      <section className="stack" aria-label="Transaction summary">
        <SummaryList
          items={summary.lines.map((line) => ({
            label: line.label,
            value: withShownSymbols(line.value),
            mono: line.label === 'From' || line.label === 'To',
          }))}
        />
      </section>
    </div>
  )
}

/**
 * Holds the password field (or the Send button) back while the simulation reverted or could not run: the reason is
 * shown above, and only 'Send anyway' lets the user go on (docs/behaviour/signing.md#simulation).
 */
export function SendAnywayGate({
  confirmation,
  onCancel,
  children,
}: {
  confirmation: TransactionConfirmation | null | undefined
  onCancel: () => void
  children: (sendAnyway: boolean) => ReactNode
}) {
  const [accepted, setAccepted] = useState(false)
  const held = confirmation ? needsSendAnyway(confirmation) : false
  if (held && !accepted) {
    return (
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="btn btn-danger" onClick={() => setAccepted(true)}>
          {SIMULATION_TEXTS.sendAnyway}
        </button>
      </div>
    )
  }
  return <>{children(held)}</>
}
