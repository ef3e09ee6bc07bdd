import { useRouteError } from 'react-router'
import { ChunkLoadError } from '../navigation/loadChunk.js'

/**
 * What a screen that failed shows in the layout's place for it, instead of the router's default error screen
 * (docs/behaviour/app-shell.md#code-loaded-on-demand): 'Loading chunk N failed' for code that did not load, else the
 * error's message; Retry loads the page again (a new deployment's code included).
 */
export function RouteErrorPage() {
  const error = useRouteError()
  const message =
    error instanceof ChunkLoadError
      ? error.message
      : error instanceof Error
        ? error.message
        : 'Something went wrong while showing this page.'
  return (
    <section className="card stack" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{error instanceof ChunkLoadError ? 'This page did not load' : 'Error'}</h1>
      <p>{message}</p>
      <div className="row">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    </section>
  )
}
