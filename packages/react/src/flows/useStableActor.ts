import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { type ActorOptions, type AnyStateMachine, createActor, type SnapshotFrom } from 'xstate'

/**
 * One actor per component instance, started when the component mounts and stopped only when it is really
 * gone. `@xstate/react`'s useActorRef stops and restarts the actor when React replays effects (StrictMode in
 * development): a flow's plan, already running with the first start's abort signal, then fails the restarted
 * flow with 'signal is aborted without reason'. Here a cleanup defers the stop by one task; the replayed effect
 * runs before that and keeps the actor (start() on a running actor does nothing).
 */
export function useStableActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options?: ActorOptions<TMachine>,
) {
  const [actorRef] = useState(() => createActor(machine, options))
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    actorRef.start()
    return () => {
      mounted.current = false
      setTimeout(() => {
        if (!mounted.current) actorRef.stop()
      }, 0)
    }
  }, [actorRef])
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actorRef.subscribe({ next: onChange, error: onChange })
      return () => subscription.unsubscribe()
    },
    [actorRef],
  )
  const snapshot = useSyncExternalStore(subscribe, () => actorRef.getSnapshot()) as SnapshotFrom<TMachine>
  return { snapshot, send: actorRef.send, actorRef }
}
