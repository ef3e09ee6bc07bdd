import { defineProject } from 'vitest/config'

// Runs the example script as a real Node process against one devnet (the devnet package's globalSetup).
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'example-node-delegate',
    include: ['test/**/*.test.ts'],
    globalSetup: ['@ftm-wallet/devnet/vitest-setup'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
