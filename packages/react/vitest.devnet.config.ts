import { defineProject } from 'vitest/config'

// React's devnet tests (`src/**/*.devnet.test.tsx`, beside the hooks they test: the query hooks against the real
// API) on ONE devnet per run, started by the devnet package's globalSetup and read with `inject('devnet')`.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'react-devnet',
    environment: 'jsdom',
    include: ['src/**/*.devnet.test.{ts,tsx}'],
    globalSetup: ['@ftm-wallet/devnet/vitest-setup'],
    testTimeout: 30_000,
  },
})
