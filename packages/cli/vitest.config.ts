import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  // Node-side modules (the devnet's setup) resolve from source too, like the SDK project does.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // dist/ is built once, and ONE devnet serves every test file of the run.
    globalSetup: ['test/buildCli.ts', '../devnet/src/vitest-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
