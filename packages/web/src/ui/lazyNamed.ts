import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { loadChunk } from '../navigation/loadChunk.js'

/**
 * React.lazy for a named export: the module loads on first render, so a page's code (and the SDK machines it
 * pulls in) stays out of the first screen's JS.
 *
 * @example const SwapPage = lazyNamed(() => import('./SwapPage.js'), 'SwapPage')
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of the loaded component are whatever it declares
export function lazyNamed<Name extends string, Component extends ComponentType<any>>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
): LazyExoticComponent<Component> {
  return lazy(async () => ({ default: (await loadChunk(load, name))[name] }))
}
