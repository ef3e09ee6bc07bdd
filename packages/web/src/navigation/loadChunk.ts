/**
 * Loading a part of the app's code on demand (docs/behaviour/app-shell.md#code-loaded-on-demand): a part that fails
 * to load (a new deployment removed it, the connection dropped) or has not arrived after 120 s becomes a
 * ChunkLoadError 'Loading chunk N failed', which the routes show inside the layout with a Retry.
 */

/** How long a part may take to arrive before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  readonly code = 'CHUNK_LOAD_FAILED'
  /** The part's file name without its extension ('SettingsPage-BBDSUAGD'), or the page's name when unknown. */
  readonly chunk: string
  constructor(chunk: string, options?: { cause?: unknown }) {
    super(`Loading chunk ${chunk} failed`, options)
    this.name = 'ChunkLoadError'
    this.chunk = chunk
  }
}

/** The chunk a browser's import error names ('…/assets/SettingsPage-BBDSUAGD.js' → 'SettingsPage-BBDSUAGD'). */
export function chunkNameOf(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : String(error)
  const match = /([\w.-]+?)\.m?js\b/.exec(text.slice(text.lastIndexOf('/') + 1))
  return match?.[1] ?? fallback
}

/** Runs `load` (a dynamic import); a failure or 120 s without an answer throws a ChunkLoadError. */
export function loadChunk<T>(load: () => Promise<T>, name: string, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(name)), timeoutMs)
    load().then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(chunkNameOf(error, name), { cause: error }),
        )
      },
    )
  })
}
