import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiStatus } from './createApiStatus.js'
import { createBrowserNetworkSource, createNetworkStatus } from './createNetworkStatus.js'
import { createObservableState } from './createObservableState.js'

afterEach(() => vi.useRealTimers())

describe('createApiStatus (docs/behaviour/app-shell.md#network-and-api-status)', () => {
  it('goes offline 600 ms after a network error with no answer in between', () => {
    vi.useFakeTimers()
    const status = createApiStatus()
    const seen: string[] = []
    status.subscribe((s) => seen.push(s))
    status.reportNetworkError()
    vi.advanceTimersByTime(599)
    expect(status.getState()).toBe('online')
    status.reportNetworkError() // more failures do not restart or extend the 600 ms
    vi.advanceTimersByTime(1)
    expect(status.getState()).toBe('offline')
    status.reportSuccess()
    expect(seen).toEqual(['offline', 'online'])
  })

  it('stays online when an answer arrives within 600 ms', () => {
    vi.useFakeTimers()
    const status = createApiStatus()
    const listener = vi.fn()
    status.subscribe(listener)
    status.reportNetworkError()
    vi.advanceTimersByTime(300)
    status.reportSuccess()
    vi.advanceTimersByTime(1000)
    expect(status.getState()).toBe('online')
    expect(listener).not.toHaveBeenCalled()
  })

  it('unsubscribes', () => {
    vi.useFakeTimers()
    const status = createApiStatus({ offlineDelay: 10 })
    const listener = vi.fn()
    const off = status.subscribe(listener)
    off()
    status.reportNetworkError()
    vi.advanceTimersByTime(10)
    expect(status.getState()).toBe('offline')
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('createNetworkStatus', () => {
  it('follows the browser online/offline events', () => {
    const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } }
    target.navigator = { onLine: true }
    const network = createNetworkStatus(createBrowserNetworkSource(target))
    const seen: string[] = []
    network.subscribe((s) => seen.push(s))
    target.navigator.onLine = false
    target.dispatchEvent(new Event('offline'))
    expect(network.getState()).toBe('offline')
    target.navigator.onLine = true
    target.dispatchEvent(new Event('online'))
    network.destroy()
    target.navigator.onLine = false
    target.dispatchEvent(new Event('offline'))
    expect(seen).toEqual(['offline', 'online'])
  })

  it('is online where there is no navigator (Node, CLI)', () => {
    expect(createNetworkStatus(createBrowserNetworkSource({})).getState()).toBe('online')
  })
})

describe('createObservableState', () => {
  it('tells listeners of changes only, and lets a listener unsubscribe while it is called', () => {
    const state = createObservableState<'online' | 'offline'>('online')
    const seen: string[] = []
    const stop = state.subscribe((s) => {
      seen.push(`a:${s}`)
      stop()
    })
    state.subscribe((s) => seen.push(`b:${s}`))
    state.set('online')
    state.set('offline')
    state.set('online')
    expect(seen).toEqual(['a:offline', 'b:offline', 'b:online'])
    expect(state.getState()).toBe('online')
  })
})
