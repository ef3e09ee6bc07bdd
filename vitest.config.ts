import { defineConfig } from 'vitest/config'

// One run over every package; each package's vitest.config.ts names its project, and a vitest.devnet.config.ts
// the project of its devnet tests where they run apart from its other tests.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/*/vitest.devnet.config.ts',
      'scripts/vitest.config.mjs',
      'examples/*/vitest.config.ts',
    ],
    pool: 'forks',
  },
})
