// Helpers the flows' checks return with (FlowDefinition.check: pure, the same rule for the web, the CLI and the
// machine's form state).
import type { WalletError } from '../../errors/WalletError.js'
import type { ButtonState } from '../../swap/buttonStates.js'
import type { FlowCheck } from '../engine/types.js'
import { FlowRuleError } from './FlowRuleError.js'

const NO_WARNINGS: readonly string[] = []

/** The parameters pass (with these warnings, if any). */
export const passes = (warnings: readonly string[] = NO_WARNINGS): FlowCheck => ({
  error: undefined,
  warnings,
})

/** The first error found (undefined: they pass), about `field`. */
export const refuses = (
  error: WalletError | undefined,
  field?: string,
  warnings: readonly string[] = NO_WARNINGS,
): FlowCheck =>
  error ? { error, field, byField: field ? { [field]: error } : {}, warnings } : passes(warnings)

/** Several rules in order: the first error is the check's, and each field keeps its own first error. */
export function firstRefusal(
  rules: ReadonlyArray<readonly [field: string | undefined, rule: () => WalletError | undefined]>,
  warnings: readonly string[] = NO_WARNINGS,
): FlowCheck {
  let first: { error: WalletError; field: string | undefined } | undefined
  const byField: Record<string, WalletError> = {}
  for (const [field, rule] of rules) {
    const error = rule()
    if (!error) continue
    first ??= { error, field }
    if (field && !byField[field]) byField[field] = error
  }
  return first ? { ...first, byField, warnings } : passes(warnings)
}

/** A form whose submit button would be disabled (docs/behaviour/swap-and-liquidity.md#button-labels) refuses with its label. */
export const refusesUnlessEnabled = (button: ButtonState, field?: string): FlowCheck =>
  button.enabled ? passes() : refuses(new FlowRuleError('FLOW_NOT_ALLOWED', button.label), field)

/** The check of a flow without rules of its own: every parameter set passes. */
export const noRules = (): FlowCheck => passes()

/** The check passes (no error). */
export const isAllowed = (check: FlowCheck): boolean => check.error === undefined
