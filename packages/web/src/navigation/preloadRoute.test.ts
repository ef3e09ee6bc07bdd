import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { preloadRoute, routesAfter } from './preloadRoute.js'

function tree(loads: string[], fail = false): RouteObject[] {
  const lazy = (name: string) => async () => {
    loads.push(name)
    if (fail) throw new Error(`Loading chunk ${name} failed`)
    return { handle: { loaded: name } }
  }
  return [
    {
      path: '/',
      handle: { root: true },
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
  ]
}

describe('preloadRoute', () => {
  it("loads only the address's routes and hands back the tree with their code in place of lazy", async () => {
    const loads: string[] = []
    const routes = tree(loads)
    const loaded = await preloadRoute(routes, '/account/0x1')
    expect(loads.sort()).toEqual(['account', 'history'])
    const [root] = loaded
    const [welcome, dashboard, account] = root?.children ?? []
    expect(root?.handle).toEqual({ root: true })
    expect(account).toMatchObject({ path: 'account/:address', handle: { loaded: 'account' } })
    expect(account?.lazy).toBeUndefined()
    expect(account?.children?.[0]).toMatchObject({ index: true, handle: { loaded: 'history' } })
    expect(account?.children?.[0]?.lazy).toBeUndefined()
    // The other screens stay as they were, loaded on demand.
    expect(welcome).toBe(routes[0]?.children?.[0])
    expect(dashboard).toBe(routes[0]?.children?.[1])
    // The tree given is not changed.
    expect(routes[0]?.children?.[2]?.lazy).toBeTypeOf('function')
  })

  it('hands back the tree as it was when some of that code does not load, or when nothing is lazy', async () => {
    const routes = tree([], true)
    expect(await preloadRoute(routes, '/dashboard')).toBe(routes)
    const plain: RouteObject[] = [{ path: '/', children: [{ path: 'settings' }] }]
    expect(await preloadRoute(plain, '/settings')).toBe(plain)
    expect(await preloadRoute(plain, '/nowhere')).toBe(plain)
  })

  it('routesAfter hands back the tree after the wait (the first render stops waiting for the code)', async () => {
    const routes = tree([])
    expect(await Promise.race([new Promise(() => undefined), routesAfter(routes, 5)])).toBe(routes)
  })
})
