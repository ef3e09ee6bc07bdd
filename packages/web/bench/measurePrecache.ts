// What the service worker precaches on the first visit: the files its manifest in sw.js names, their bytes on disk.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** The URLs of the precache manifest workbox wrote into sw.js. */
export function precacheManifest(sw: string): string[] {
  return [
    ...new Set([...sw.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((m) => m[1] as string)),
  ]
}

export interface PrecacheMeasure {
  files: number
  bytes: number
}

export function measurePrecache(distDir: string): PrecacheMeasure {
  const urls = precacheManifest(readFileSync(join(distDir, 'sw.js'), 'utf8'))
  return { files: urls.length, bytes: urls.reduce((sum, url) => sum + statSync(join(distDir, url)).size, 0) }
}
