import { defineConfig } from 'vitest/config'

// One run over every package; each package's vitest.config.ts names its project, a vitest.devnet.config.ts the
// project of its devnet tests where they run apart from its other tests, and a vitest.serial.config.ts the files
// that change the shared devnet for everyone (its clock, the bridge's switches, the R1 arm): vitest runs those
// projects' files one at a time, after all the others.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.devnet.config.ts',
      'packages/*/vitest.serial.config.ts',
      'scripts/vitest.config.mjs',
      'examples/*/vitest.config.ts',
    ],
    // ONE devnet for the whole run, handed to every project (inject('devnet')); started only when the run has a
    // devnet or e2e test file.
    globalSetup: ['./scripts/vitestDevnet.ts'],
    pool: 'forks',
  },
})
