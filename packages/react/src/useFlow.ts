import { useActorRef, useSelector } from '@xstate/react'
import type { AnyStateMachine, SnapshotFrom } from 'xstate'

/**
 * Drives any SDK machine from a component: returns the current snapshot and `send`.
 *
 * @example
 * const { snapshot, send } = useFlow(sendFtmMachine)
 */
export function useFlow<TMachine extends AnyStateMachine>(machine: TMachine) {
  const actorRef = useActorRef(machine)
  const snapshot = useSelector(actorRef, (s) => s) as SnapshotFrom<TMachine>
  return { snapshot, send: actorRef.send, actorRef }
}
