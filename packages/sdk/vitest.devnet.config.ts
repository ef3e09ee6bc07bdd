import { defineProject } from 'vitest/config'

// The SDK's devnet tests (`src/**/*.devnet.test.ts`, beside the code they test) on ONE devnet per run, started by
// the devnet package's globalSetup and read with `inject('devnet')` (with FTM_DEVNET_URL set, a running devnet is
// used). Files run one at a time: some advance the devnet's clock, which others would see.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'sdk-devnet',
    include: ['src/**/*.devnet.test.ts'],
    globalSetup: ['@ftm-wallet/devnet/vitest-setup'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
