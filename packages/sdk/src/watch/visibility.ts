/** Whether the page is visible; polling pauses while it is not (docs/behaviour/app-shell.md#polling). */
export interface VisibilitySource {
  isVisible(): boolean
  /** Calls `listener` when visibility may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

interface DocumentLike {
  visibilityState?: string
  addEventListener?: (type: string, listener: () => void) => void
  removeEventListener?: (type: string, listener: () => void) => void
}

/** `document.visibilityState` and its `visibilitychange` event; always visible where there is no document (CLI). */
export function createDocumentVisibility(
  doc: DocumentLike | undefined = (globalThis as { document?: DocumentLike }).document,
): VisibilitySource {
  return {
    isVisible: () => doc?.visibilityState !== 'hidden',
    subscribe(listener) {
      doc?.addEventListener?.('visibilitychange', listener)
      return () => doc?.removeEventListener?.('visibilitychange', listener)
    },
  }
}

/** A source that is always visible (Node, tests). */
export const alwaysVisible: VisibilitySource = { isVisible: () => true, subscribe: () => () => {} }
