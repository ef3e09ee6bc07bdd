// Builds the web wallet for the e2e tests when dist/ is missing or older than the sources (`npm test` builds
// every package first, so this is usually a no-op there).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url))
/**
 * Where the e2e tests' build goes. Engineers running e2e files side by side set FTM_WEB_E2E_DIST to a directory of
 * their own, so one build never empties the directory another run is serving.
 */
export const DIST_DIR = process.env.FTM_WEB_E2E_DIST ?? join(WEB_DIR, 'dist')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** Sources the built app depends on: this package's and the workspace packages it bundles. */
function sourcesMtime(): number {
  const dirs = [
    join(WEB_DIR, 'src'),
    join(WEB_DIR, 'public'),
    join(WEB_DIR, '../react/src'),
    join(WEB_DIR, '../sdk/src'),
  ]
  const files = [join(WEB_DIR, 'index.html'), join(WEB_DIR, 'vite.config.ts')]
  return Math.max(...dirs.filter(existsSync).map(newestMtime), ...files.map((f) => statSync(f).mtimeMs))
}

export function ensureWebBuilt(): void {
  const index = join(DIST_DIR, 'index.html')
  if (existsSync(index) && statSync(index).mtimeMs >= sourcesMtime()) return
  const result = spawnSync(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'warn', '--outDir', DIST_DIR, '--emptyOutDir'],
    {
      cwd: WEB_DIR,
      stdio: 'inherit',
      // vitest sets NODE_ENV=test, which would make Vite ship React's development build: test what people get.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  )
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`)
}
