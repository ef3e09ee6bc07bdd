import type { TransactionConfirmation } from '@ftm-wallet/sdk'
import { SummaryList } from '../ui/SummaryList.js'

/**
 * What a transaction will do and cost, shown before the password field or device prompt
 * (docs/behaviour/signing.md): the decoded call in one sentence with its arguments and warnings, then the summary
 * (network, from, to, value, gas, fee, total, nonce).
 */
export function ConfirmationDetails({ confirmation }: { confirmation: TransactionConfirmation }) {
  const { summary, call } = confirmation
  return (
    <div className="stack confirmation-details">
      <section className="stack" aria-label="Contract call">
        <p>
          <strong data-testid="call-sentence">{call.sentence}</strong>
        </p>
        {call.warnings.map((warning) => (
          <p key={warning} role="alert" className="message message-warning">
            {warning}
          </p>
        ))}
        {call.arguments.length > 0 && (
          <details open={call.kind === 'unknown'}>
            <summary>{call.method ?? 'Call data'}</summary>
            <SummaryList items={call.arguments.map((a) => ({ label: a.name, value: a.value, mono: true }))} />
          </details>
        )}
      </section>
      <section className="stack" aria-label="Transaction summary">
        <SummaryList
          items={summary.lines.map((line) => ({
            label: line.label,
            value: line.value,
            mono: line.label === 'From' || line.label === 'To',
          }))}
        />
      </section>
    </div>
  )
}
