// Types of checkLayers.mjs for the packages' TypeScript tests.
export interface Layer {
  name: string
  /** What sits directly in src/: a folder ('api/') or a file ('index.ts'). */
  holds: string[]
  about: string
}

export interface PackageLayers {
  /** Workspace packages this one may import, without the scope: ['sdk']. */
  uses: string[]
  /** Lowest first. */
  layers: Layer[]
}

/** One regular expression (as a string) per layer for the files under src/ it holds (the deepest entry wins). */
export function layerPatterns(layers: Layer[]): string[]

/** The problems of `packages/<name>` (one line each); empty when it keeps its layers. */
export function checkPackage(name: string): Promise<string[]>

/** The problems of the sources in `<dir>/src` against `layers` and `uses`. */
export function checkLayers(options: PackageLayers & { dir: string }): Promise<string[]>
