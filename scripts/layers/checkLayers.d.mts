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

/** A regular expression (as a string) for the files under src/ that a layer holds. */
export function layerPattern(holds: string[]): string

/** The problems of `packages/<name>` (one line each); empty when it keeps its layers. */
export function checkPackage(name: string): Promise<string[]>

/** The problems of the sources in `<dir>/src` against `layers` and `uses`. */
export function checkLayers(options: PackageLayers & { dir: string }): Promise<string[]>
