import type { UnsignedCall } from '../../contracts/types.js'
import type { FlowContextDependencies, FlowStep } from '../engine/types.js'

/** A step whose call is known when the flow is planned (built at once, so a bad input fails on the form). */
export function staticStep(id: string, label: string, call: UnsignedCall): FlowStep {
  return { id, label, build: () => call }
}

/**
 * An Allow step: its approve/increaseAllowance call and what the flow's later step takes from it
 * (`allowanceNeeded`): a larger allowance carries a warning in the confirmation
 * (docs/behaviour/signing.md#decoded-calls).
 */
export function allowStep(id: string, label: string, call: UnsignedCall, allowanceNeeded: bigint): FlowStep {
  return { id, label, build: () => call, allowanceNeeded }
}

/** A step whose call is built when the step starts, from fresh chain data. */
export function dynamicStep(
  id: string,
  label: string,
  build: (dependencies: FlowContextDependencies) => UnsignedCall | Promise<UnsignedCall>,
): FlowStep {
  return { id, label, build }
}
