import type { ButtonState } from '@ftm-wallet/sdk'
import type { FlowCheck } from '@ftm-wallet/sdk/machines'

/**
 * A form's submit button from its flow's check: disabled with the refusal's message as its label ('Enter an
 * amount', 'Insufficient WFTM balance', …), else enabled with `label` ('Swap', 'Supply', …).
 */
export const checkButton = (check: FlowCheck, label: string): ButtonState =>
  check.error ? { label: check.error.message, enabled: false } : { label, enabled: true }
