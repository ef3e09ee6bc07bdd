import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router'

/**
 * The app's router, made as the page starts rather than in the first render (docs/decisions.md#web-start-up): it
 * matches the address and starts loading the screen there (its routes' `lazy`) at once, while the config and the
 * stored wallets are read, and the conversion of the route tree is done by then too. The first render gets the
 * router with the screen in place (docs/behaviour/app-shell.md#code-loaded-on-demand).
 */
export function startRouter(routes: RouteObject[]): DataRouter {
  return createBrowserRouter(routes)
}

/**
 * Resolves once the router has the screen at its address in place — its code loaded, or failed to load (the router
 * then shows the failure inside the layout) — or after `ms`, whichever comes first: how long the first render waits
 * for the screen's code (main.tsx). After that the router shows 'Loading…' until the code comes.
 */
export function routerReady(router: DataRouter, ms: number): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, ms)
    const stop = router.subscribe((state) => {
      if (state.initialized) done()
    })
  })
}
