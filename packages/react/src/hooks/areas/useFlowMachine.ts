import type { FlowDependencies, FlowInput, FlowMachine } from '@ftm-wallet/sdk'
import { useActorRef, useSelector } from '@xstate/react'

/**
 * Drives an SDK flow machine that needs input (signer, client, network): `useFlow` starts machines without
 * input, the flow machines of spec 02 need their dependencies from the start.
 *
 * @example
 * const { snapshot, send } = useFlowMachine(delegateMachine, dependencies)
 */
export function useFlowMachine<Params>(
  machine: FlowMachine<Params>,
  dependencies: FlowDependencies,
  params?: Params,
) {
  const input: FlowInput<Params> = { ...dependencies, params }
  const actorRef = useActorRef(machine, { input })
  const snapshot = useSelector(actorRef, (s) => s)
  return { snapshot, send: actorRef.send, actorRef }
}
