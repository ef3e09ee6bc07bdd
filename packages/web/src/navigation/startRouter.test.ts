import type { DataRouter, RouteObject } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { routerReady, startRouter } from './startRouter.js'

function tree(loads: string[], load: (name: string) => Promise<{ handle: unknown }>): RouteObject[] {
  const lazy = (name: string) => () => {
    loads.push(name)
    return load(name)
  }
  return [
    {
      path: '/',
      handle: { root: true },
      children: [
        {
          // As in routes/routes.tsx: a screen that fails shows its error inside the layout.
          errorElement: null,
          children: [
            { index: true, lazy: lazy('welcome') },
            { path: 'dashboard', lazy: lazy('dashboard') },
            {
              path: 'account/:address',
              lazy: lazy('account'),
              children: [{ index: true, lazy: lazy('history') }],
            },
          ],
        },
      ],
    },
  ]
}

let router: DataRouter | undefined
afterEach(() => {
  router?.dispose()
  router = undefined
  window.history.replaceState(null, '', '/')
})

describe('startRouter', () => {
  it("loads only the screen at the address, and is ready once its code is in, the screen's routes in place", async () => {
    window.history.replaceState(null, '', '/account/0x1')
    const loads: string[] = []
    router = startRouter(tree(loads, async (name) => ({ handle: { loaded: name } })))
    expect(router.state.initialized).toBe(false)
    await routerReady(router, 10_000)
    expect(router.state.initialized).toBe(true)
    expect(loads.sort()).toEqual(['account', 'history'])
    expect(router.state.matches.map((m) => m.route.handle)).toEqual([
      { root: true },
      undefined,
      { loaded: 'account' },
      { loaded: 'history' },
    ])
    expect(router.state.errors).toBeNull()
  })

  it('is ready when the code fails to load, with the failure for the layout to show', async () => {
    window.history.replaceState(null, '', '/dashboard')
    const loads: string[] = []
    router = startRouter(
      tree(loads, async (name) => {
        throw new Error(`Loading chunk ${name} failed`)
      }),
    )
    await routerReady(router, 10_000)
    expect(loads).toEqual(['dashboard'])
    expect(router.state.initialized).toBe(true)
    expect(Object.values(router.state.errors ?? {}).map((e) => (e as Error).message)).toEqual([
      'Loading chunk dashboard failed',
    ])
  })

  it('stops waiting after the given time when the code does not come, and is ready at once with nothing to load', async () => {
    window.history.replaceState(null, '', '/dashboard')
    router = startRouter(tree([], () => new Promise(() => undefined)))
    await routerReady(router, 5)
    expect(router.state.initialized).toBe(false)
    router.dispose()
    router = startRouter([{ path: '/', children: [{ path: 'dashboard' }] }])
    expect(router.state.initialized).toBe(true)
    await routerReady(router, 60_000)
  })
})
