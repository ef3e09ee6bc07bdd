// Checks a package's imports against its layers (layers.mjs) with dependency-cruiser: no import pointing up a
// layer, no import cycle, no source file outside the layers, no workspace package the package may not use.
// Returns one line per problem; an empty list means the package keeps its layers.
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, getAvailableTranspilers } from 'dependency-cruiser'
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config'
import { packages, testOnly } from './layers.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const WORKSPACE_SCOPE = '@ftm-wallet/'

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * One regular expression (as a string) per layer for the files under src/ it holds. A folder holds everything below
 * it except what a deeper entry of any layer holds: with 'extension/' in one layer and 'extension/pages/' in another,
 * each file is in exactly one.
 */
export function layerPatterns(layers) {
  const all = layers.flatMap((layer) => layer.holds)
  const entryPattern = (entry) => {
    if (!entry.endsWith('/')) return `${escapeRegExp(entry)}$`
    const deeper = all.filter((other) => other !== entry && other.startsWith(entry))
    const rest = deeper.map(
      (other) => escapeRegExp(other.slice(entry.length)) + (other.endsWith('/') ? '' : '$'),
    )
    return deeper.length ? `${escapeRegExp(entry)}(?!${rest.join('|')})` : escapeRegExp(entry)
  }
  return layers.map((layer) => `^src/(${layer.holds.map(entryPattern).join('|')})`)
}

/** Checks the package in `packages/<name>` against its entry in layers.mjs. */
export function checkPackage(name) {
  const definition = packages[name]
  if (!definition)
    throw new Error(`No layers are defined for the package '${name}' (scripts/layers/layers.mjs)`)
  return checkLayers({ dir: join(root, 'packages', name), ...definition })
}

/**
 * Checks the sources in `<dir>/src` (TypeScript, resolved with `<dir>/tsconfig.json`) against `layers` (lowest
 * first) and the workspace packages in `uses` (names without the scope).
 */
export async function checkLayers({ dir, layers, uses }) {
  // Without its TypeScript transpiler dependency-cruiser would read no import of a .ts file and find nothing wrong.
  const typescript = getAvailableTranspilers().find((transpiler) => transpiler.name === 'typescript')
  if (!typescript?.available) {
    throw new Error(
      `dependency-cruiser finds no typescript ${typescript?.version ?? ''}: the layers cannot be checked`,
    )
  }
  const patterns = layerPatterns(layers)
  const forbidden = [
    ...layers.slice(0, -1).map((layer, index) => ({
      name: `up from ${layer.name}`,
      severity: 'error',
      from: { path: patterns[index], pathNot: testOnly.source },
      to: { path: patterns.slice(index + 1).join('|') },
    })),
    {
      name: 'test helper used by source',
      severity: 'error',
      from: { path: '^src/', pathNot: testOnly.source },
      to: { path: testOnly.source },
    },
    {
      name: 'cycle',
      severity: 'error',
      from: { path: '^src/', pathNot: testOnly.source },
      to: { circular: true },
    },
  ]
  const tsConfigFile = join(dir, 'tsconfig.json')
  const { output } = await cruise(
    ['src'],
    {
      baseDir: dir,
      validate: true,
      ruleSet: { forbidden },
      // Type-only imports count: they are dependencies a reader follows like any other.
      tsPreCompilationDeps: true,
      tsConfig: { fileName: tsConfigFile },
      // Imports leaving src/ (other packages, node_modules) are noted but not followed; tests import, but
      // nothing imports them.
      doNotFollow: { path: '^(?!src/)' },
      exclude: { path: '\\.test\\.tsx?$' },
    },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  )
  const problems = []
  for (const violation of output.summary.violations) {
    const { name } = violation.rule
    if (name === 'cycle') {
      // Each cycle once, starting at its first file in alphabetical order.
      const files = [violation.from, ...violation.cycle.map((step) => step.name)].slice(0, -1)
      const start = files.indexOf([...files].sort()[0])
      const rotated = [...files.slice(start), ...files.slice(0, start)]
      problems.push(`cycle: ${[...rotated, rotated[0]].join(' → ')}`)
    } else {
      problems.push(`${name}: ${violation.from} → ${violation.to}`)
    }
  }
  const allowed = new Set(uses.map((use) => `${WORKSPACE_SCOPE}${use}`))
  for (const module of output.modules) {
    if (!module.source.startsWith('src/') || testOnly.test(module.source)) continue
    if (!patterns.some((pattern) => new RegExp(pattern).test(module.source))) {
      problems.push(`in no layer: ${module.source} (place its folder in scripts/layers/layers.mjs)`)
    }
    for (const dependency of module.dependencies) {
      if (!dependency.module.startsWith(WORKSPACE_SCOPE)) continue
      const used = dependency.module.split('/').slice(0, 2).join('/')
      if (!allowed.has(used)) problems.push(`package not used here: ${module.source} → ${dependency.module}`)
    }
  }
  return [...new Set(problems)].sort()
}
