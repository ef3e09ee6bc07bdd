import { defineProject } from 'vitest/config'

// The SDK end to end on ONE devnet per run (started by the devnet package's globalSetup; with FTM_DEVNET_URL set,
// a running devnet is used). Files run one at a time: some advance the devnet's clock, which others would see.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'sdk-integration',
    include: ['test/integration/**/*.integration.ts'],
    globalSetup: ['../devnet/src/vitest-setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
