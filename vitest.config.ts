import { defineConfig } from 'vitest/config'

// One run over every package; each package's vitest.config.ts names its project.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'packages/sdk/vitest.devnet.config.ts',
      'examples/*/vitest.config.ts',
    ],
    pool: 'forks',
  },
})
