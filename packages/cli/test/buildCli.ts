// vitest globalSetup of the cli and cli-serial projects: builds dist/ once per run so every test drives the real,
// freshly built `ftm` binary (the same one users run).
import { execFileSync } from 'node:child_process'

const BUILT = Symbol.for('ftm-wallet.cli.builtThisRun')

export default function setup(): void {
  // Both projects' setups run in vitest's main process: the second finds the first's build.
  const run = globalThis as { [BUILT]?: boolean }
  if (run[BUILT]) return
  const cwd = new URL('..', import.meta.url).pathname
  execFileSync('pnpm', ['exec', 'tsup', '--silent'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
  run[BUILT] = true
}
