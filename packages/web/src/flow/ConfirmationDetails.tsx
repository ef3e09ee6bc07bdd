import type { TransactionConfirmation } from '@ftm-wallet/sdk'
import { SummaryList } from '../ui/SummaryList.js'

/**
 * What a transaction will do and cost, shown before the password field or device prompt
 * (docs/behaviour/signing.md#confirmation-summary): network, from, to, value, gas, fee, total, nonce.
 */
export function ConfirmationDetails({ confirmation }: { confirmation: TransactionConfirmation }) {
  const { summary } = confirmation
  return (
    <section className="stack confirmation-details" aria-label="Transaction summary">
      <SummaryList
        items={summary.lines.map((line) => ({
          label: line.label,
          value: line.value,
          mono: line.label === 'From' || line.label === 'To',
        }))}
      />
    </section>
  )
}
