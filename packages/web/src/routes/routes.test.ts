import { matchRoutes, type UIMatch } from 'react-router'
import { describe, expect, it } from 'vitest'
import { pathForAccount } from '../navigation/accountScope.js'
import { routes } from './routes.js'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x000000000000000000000000000000000000bEEF'

/** The matches of `path` in the app's route tree, as the router gives them to the layout. */
function matchesOf(path: string): UIMatch[] {
  return (matchRoutes(routes, path) ?? []).map((m) => ({
    id: m.route.id ?? '',
    pathname: m.pathname,
    params: m.params,
    data: undefined,
    loaderData: undefined,
    handle: m.route.handle,
  }))
}

describe('the route tree', () => {
  // Switching the account keeps the screen: every feature route carries its full path in its handle.
  it.each([
    ['/account/A', '/account/B'],
    ['/account/A/send', '/account/B/send'],
    ['/account/A/send-erc20/0xT', '/account/B/send-erc20/0xT'],
    ['/account/A/receive/true', '/account/B/receive/true'],
    ['/account/A/approvals', '/account/B/approvals'],
    ['/staking/A', '/staking/B'],
    ['/staking/A/detail/12', '/staking/B/detail/12'],
    ['/staking/A/mint-sftm-confirmation/3', '/staking/B/mint-sftm-confirmation/3'],
    ['/staking/A/no/such/page', '/staking/B/no/such/page'],
    ['/fmint/A/lock/0xT', '/fmint/B/lock/0xT'],
    ['/fmint/A/mint-repay/confirmation', '/fmint/B/mint-repay/confirmation'],
    ['/funi/A', '/funi/B'],
    ['/funi/A/swap/0xT/0xU', '/funi/B/swap/0xT/0xU'],
    ['/funi/A/pools/pair/0xP', '/funi/B/pools/pair/0xP'],
    ['/gov/A/proposal-detail/0x4/0xG', '/gov/B/proposal-detail/0x4/0xG'],
  ])('%s is %s for another account', (from, to) => {
    const path = (p: string) => p.replace('/A', `/${A}`).replace('/B', `/${B}`)
    expect(pathForAccount(matchesOf(path(from)), B)).toBe(path(to))
  })

  it.each(['/', '/dashboard', '/settings', '/eip-welcome'])('%s is no account route', (path) => {
    expect(pathForAccount(matchesOf(path), B)).toBeUndefined()
  })
})
