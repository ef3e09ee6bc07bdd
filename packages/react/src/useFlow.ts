import { useActorRef, useSelector } from '@xstate/react'
import type { ActorOptions, AnyStateMachine, SnapshotFrom } from 'xstate'

/**
 * Drives any SDK machine from a component: returns the current snapshot, `send` and the actor. Machines that
 * need input (the wallet wizards, the flow machines) get it as `options.input`.
 *
 * @example
 * const { snapshot, send } = useFlow(createWalletMachine, { input: { save } })
 */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
) {
  const actorRef = useActorRef(machine, options)
  const snapshot = useSelector(actorRef, (s) => s) as SnapshotFrom<TMachine>
  return { snapshot, send: actorRef.send, actorRef }
}
