import { pairTimeSeriesOperation } from '@ftm-wallet/sdk'
import { matchPath } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { RouteHandle } from '../../navigation/routeNames.js'
import { computeSpanStart } from './chartSettings.js'
import { earlyPairSeriesOperation, PAIR_PAGE_PATH } from './earlyPairSeries.js'
import { pairEntryNow } from './pairEntry.js'
import { pairRoutes } from './pairRoutes.js'

const ACCOUNT = '0x000000000000000000000000000000000000dEaD'
const PAIR = '0x62741645A0c236D4C7A87C5c45A8e429304C6452'

describe('the early entry’s pair series request', () => {
  it('knows the pair page by the path its route matches, and no other page', () => {
    const [pairRoute] = pairRoutes
    if (!pairRoute) throw new Error('the pair feature has no route')
    const route = (pairRoute.handle as RouteHandle).path
    for (const pathname of [
      `/funi/${ACCOUNT}/pools/pair/${PAIR}`,
      `/funi/${ACCOUNT}/pools/pair/${PAIR}/`,
      `/funi/${ACCOUNT}/pools/pair/0x12`,
      `/funi/${ACCOUNT}/pools`,
      `/funi/${ACCOUNT}/pools/pair/${PAIR}/more`,
      `/account/${ACCOUNT}/pools/pair/${PAIR}`,
      `/dashboard`,
    ]) {
      const byRoute = matchPath(route, pathname)
      const valid = !!byRoute && /^0x[0-9a-fA-F]{40}$/.test(byRoute.params.pairAddress ?? '')
      expect(PAIR_PAGE_PATH.test(pathname), pathname).toBe(valid)
    }
  })

  it('asks for what the page asks first — the four series of its History and Data — and remembers the window', () => {
    const now = 1_790_000_000
    const operation = earlyPairSeriesOperation(
      { pathname: `/funi/${ACCOUNT}/pools/pair/${PAIR}`, search: '?span=1W&data=1H' },
      now,
    )
    expect(operation).toEqual(
      pairTimeSeriesOperation({ address: PAIR, resolution: '1h', fromDate: computeSpanStart('1W', now) }),
    )
    // The prefetch and the page take this "now", so their request is this one.
    expect(pairEntryNow(PAIR, new URLSearchParams('span=1W&data=1H'))).toBe(now)
    // Asked again within the minute (a second early read), the window stays the same.
    expect(
      earlyPairSeriesOperation(
        { pathname: `/funi/${ACCOUNT}/pools/pair/${PAIR}`, search: '?span=1W&data=1H' },
        now + 5,
      ),
    ).toEqual(operation)
  })

  it('asks for nothing elsewhere', () => {
    expect(earlyPairSeriesOperation({ pathname: `/funi/${ACCOUNT}/pools`, search: '' })).toBeUndefined()
    expect(earlyPairSeriesOperation({ pathname: '/dashboard', search: '' })).toBeUndefined()
  })
})
