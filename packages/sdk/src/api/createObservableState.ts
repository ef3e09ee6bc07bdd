/** A value with change listeners: the shared core of the API and network status objects. */
export interface ObservableState<State> {
  getState(): State
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: (state: State) => void): () => void
  /** Sets the value and tells the listeners, unless it is the same value. */
  set(next: State): void
}

export function createObservableState<State>(initial: State): ObservableState<State> {
  let state = initial
  const listeners = new Set<(state: State) => void>()
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set(next) {
      if (next === state) return
      state = next
      // A copy: a listener may unsubscribe while it is called.
      for (const listener of [...listeners]) listener(state)
    },
  }
}
