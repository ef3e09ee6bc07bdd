import type { ActorOptions, AnyStateMachine } from 'xstate'
import { useStableActor } from './useStableActor.js'

/**
 * Drives any SDK machine from a component: returns the current snapshot, `send` and the actor. Machines that
 * need input (the wallet wizards, the flow machines) get it as `options.input`. The actor lives as long as the
 * component (React's effect replay does not restart it; see useStableActor).
 *
 * @example
 * const { snapshot, send } = useFlow(createWalletMachine, { input: { save } })
 */
export function useFlow<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
) {
  return useStableActor(machine, options)
}
