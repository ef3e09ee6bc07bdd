import { describe, expect, it } from 'vitest'
import { computeRouteDepth, computeTransitionDirection } from './computeTransitionDirection.js'

const ACCOUNT = '/account/0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

describe('route depth', () => {
  it.each([
    ['/', 0],
    ['/dashboard', 1],
    [ACCOUNT, 2],
    [`${ACCOUNT}/send`, 3],
    [`${ACCOUNT}/send/`, 3],
    ['/staking/0xab/detail/12', 4],
  ])('%s is %i deep', (path, depth) => {
    expect(computeRouteDepth(path)).toBe(depth)
  })
})

describe('transition direction', () => {
  it('slides forward (left) when going deeper', () => {
    expect(computeTransitionDirection(ACCOUNT, `${ACCOUNT}/send`)).toBe('forward')
    expect(computeTransitionDirection('/', '/dashboard')).toBe('forward')
  })

  it('slides back (right) when going up', () => {
    expect(computeTransitionDirection(`${ACCOUNT}/send`, ACCOUNT)).toBe('back')
    expect(computeTransitionDirection('/staking/0xab/detail/12', '/dashboard')).toBe('back')
  })

  it('does not slide on the first render, the same path or a route of the same depth', () => {
    expect(computeTransitionDirection(undefined, ACCOUNT)).toBe('none')
    expect(computeTransitionDirection(ACCOUNT, ACCOUNT)).toBe('none')
    expect(computeTransitionDirection(`${ACCOUNT}/send`, '/account/0x1234/send')).toBe('none')
    expect(computeTransitionDirection('/dashboard', '/settings')).toBe('none')
  })
})
