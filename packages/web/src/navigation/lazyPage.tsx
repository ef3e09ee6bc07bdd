import type { ComponentType, ReactNode } from 'react'
import { loadChunk } from './loadChunk.js'

/**
 * A route's `lazy` for a page: its module loads on the first visit and its named export renders with `props`, so
 * a page's code (and the SDK machines it pulls in) stays out of the first screen's JavaScript. A module that does
 * not load is a ChunkLoadError (docs/behaviour/app-shell.md#code-loaded-on-demand).
 *
 * @example lazy: lazyPage(() => import('./CollateralPage.js'), 'CollateralPage', { mode: 'lock' })
 */
export function lazyPage<Module extends object, Name extends keyof Module & string>(
  load: () => Promise<Module>,
  name: Name,
  ...[props]: PageProps<Module[Name]>
): () => Promise<{ element: ReactNode }> {
  return async () => {
    const Page = (await loadChunk(load, name))[name] as ComponentType<object>
    return { element: <Page {...(props as object)} /> }
  }
}

/** The props argument of lazyPage: optional when the page needs none. */
type PageProps<Page> =
  Page extends ComponentType<infer Props> ? (object extends Props ? [props?: Props] : [props: Props]) : never
