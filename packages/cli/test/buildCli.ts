// vitest globalSetup of the cli project: builds dist/ once per run so every test drives the real,
// freshly built `ftm` binary (the same one users run).
import { execFileSync } from 'node:child_process'

export default function setup(): void {
  const cwd = new URL('..', import.meta.url).pathname
  execFileSync('pnpm', ['exec', 'tsup', '--silent'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
}
