import { defineProject } from 'vitest/config'

// Runs the example script as a real Node process against the run's devnet (the root config's globalSetup). The
// script moves the devnet's clock by a day (so rewards accrue): its files run one at a time, after all the others.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'example-node-delegate',
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
