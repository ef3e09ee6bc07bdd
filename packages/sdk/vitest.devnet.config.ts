import { defineProject } from 'vitest/config'

// The SDK's devnet tests (`src/**/*.devnet.test.ts`, beside the code they test) on the run's ONE devnet, started by
// the root config's globalSetup and read with `inject('devnet')` (with FTM_DEVNET_URL set, a running devnet is
// used). Files run one at a time, after every other project's (vitest's group of projects without file
// parallelism): some advance the devnet's clock or flip its bridge and R1 switches, which others would see.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'sdk-devnet',
    include: ['src/**/*.devnet.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
