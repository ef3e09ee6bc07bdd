// `npm test`: install, build, type-check, lint, then run every package's tests in one vitest run,
// ending with vitest's summary and a plain "N passed, N failed" line.
import { readFileSync } from 'node:fs'
import { root, setup } from './setup.mjs'

const pnpm = setup({ system: true })
pnpm(['-r', '--filter', './packages/**', 'run', 'typecheck'])
pnpm(['exec', 'biome', 'check', '.'])

const resultsFile = '.vitest-results/results.json'
let failed = false
try {
  pnpm(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`])
} catch {
  failed = true
}
try {
  const results = JSON.parse(readFileSync(new URL(resultsFile, `file://${root}`), 'utf8'))
  process.stdout.write(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`)
} catch {
  process.stdout.write('\ntests: the results file was not written\n')
  failed = true
}
process.exit(failed ? 1 : 0)
