import type { FlowInput, FlowMachine } from '@ftm-wallet/sdk'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
// xstate is bundled through @ftm-wallet/react already; it is listed in this package's devDependencies.
import { createActor } from 'xstate'

/**
 * Like `useFlowMachine`, but the actor survives React's effect replay (StrictMode under React's development
 * runtime): `useActorRef` stops the actor in the first cleanup and restarts it, and the stopped plan's aborted
 * request then reaches the restarted machine as its error ('signal is aborted without reason'). The bridge plan
 * opens a swap over the network with that signal, so here the actor starts once and stops only when the component
 * is really gone (a cleanup that no new effect run follows).
 */
export function useFlowActor<Params>(machine: FlowMachine<Params>, input: FlowInput<Params>) {
  const [actor] = useState(() => createActor(machine, { input }))
  const mounted = useRef(false)
  useEffect(() => {
    mounted.current = true
    actor.start()
    return () => {
      mounted.current = false
      setTimeout(() => {
        if (!mounted.current) actor.stop()
      }, 0)
    }
  }, [actor])
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange })
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(subscribe, () => actor.getSnapshot())
  return { snapshot, send: actor.send }
}
