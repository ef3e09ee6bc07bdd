import type { FlowDependencies, FlowInput, FlowMachine } from '@ftm-wallet/sdk/machines'
import { useStableActor } from './useStableActor.js'

/**
 * Drives an SDK flow machine that needs input (signer, client, network): `useFlow` starts machines without input, the
 * flow machines (docs/behaviour/transactions.md#confirmation-pattern) need their dependencies from the start. The
 * flow starts once per mounted component (input is read then) and its plan is not aborted by React's effect replay.
 *
 * @example
 * const { snapshot, send } = useFlowMachine(delegateMachine, dependencies)
 */
export function useFlowMachine<Params>(
  machine: FlowMachine<Params>,
  dependencies: FlowDependencies,
  params?: Params,
  /** The facts the flow's check needs: with them the machine checks `params` before planning. */
  facts?: unknown,
) {
  const input: FlowInput<Params> = { ...dependencies, params, facts }
  return useStableActor(machine, { input })
}
