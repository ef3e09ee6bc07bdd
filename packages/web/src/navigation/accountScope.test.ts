import type { UIMatch } from 'react-router'
import { describe, expect, it } from 'vitest'
import { isAccountScopedRoute, pathForAccount } from './accountScope.js'
import { handle } from './routeNames.js'

const B = '0x000000000000000000000000000000000000bEEF'

function match(h: ReturnType<typeof handle> | undefined, params: Record<string, string>): UIMatch {
  return { id: 'x', pathname: '/', params, data: undefined, loaderData: undefined, handle: h }
}

describe('account-scoped routes', () => {
  it.each([
    ['account-history', true],
    ['account-receive', true],
    ['defi-manage-deposit', true],
    ['fmint', true],
    ['fswap', true],
    ['staking', true],
    ['funiswap-pools', true],
    ['gov-home', true],
    ['dashboard', false],
    ['settings', false],
    ['home', false],
    ['govern', false],
  ])('%s is account-scoped: %s', (name, scoped) => {
    expect(isAccountScopedRoute(name)).toBe(scoped)
  })

  it('keeps the route and its params and changes only the address', () => {
    const matches = [
      match(undefined, {}),
      match(handle('account-receive'), { address: '0xA', verify: 'true' }),
    ]
    expect(pathForAccount(matches, B)).toBe(`/account/${B}/receive/true`)
    const staking = [match(handle('staking'), { address: '0xA', '*': 'detail/12' })]
    expect(pathForAccount(staking, B)).toBe(`/staking/${B}/detail/12`)
  })

  it('has no path for a route that is not account-scoped', () => {
    expect(pathForAccount([match(handle('dashboard'), {})], B)).toBeUndefined()
    expect(pathForAccount([], B)).toBeUndefined()
  })
})
