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
): FlowCheck => (error ? { error, field, warnings } : passes(warnings))

/** The first error of several rules, in order (each a thunk, so later rules run only when earlier ones pass). */
export function firstRefusal(
  rules: ReadonlyArray<readonly [field: string | undefined, rule: () => WalletError | undefined]>,
  warnings: readonly string[] = NO_WARNINGS,
): FlowCheck {
  for (const [field, rule] of rules) {
    const error = rule()
    if (error) return { error, field, warnings }
  }
  return passes(warnings)
}

/** A form whose submit button would be disabled (docs/behaviour/swap-and-liquidity.md#button-labels) refuses with its label. */
export const refusesUnlessEnabled = (button: ButtonState, field?: string): FlowCheck =>
  button.enabled
    ? passes()
    : { error: new FlowRuleError('FLOW_NOT_ALLOWED', button.label), field, warnings: NO_WARNINGS }

/** The check of a flow without rules of its own: every parameter set passes. */
export const noRules = (): FlowCheck => passes()

/** The check passes (no error). */
export const isAllowed = (check: FlowCheck): boolean => check.error === undefined
