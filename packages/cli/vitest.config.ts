import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  // Node-side modules (the devnet's setup) resolve from source too, like the SDK project does.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // dist/ is built once, and ONE devnet serves every test file of the run (the devnet tests: *.devnet.test.ts).
    globalSetup: ['test/buildCli.ts', '@ftm-wallet/devnet/vitest-setup'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
