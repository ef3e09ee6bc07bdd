import { defineProject } from 'vitest/config'

// React's devnet tests (`src/**/*.devnet.test.tsx`, beside the hooks they test: the query hooks against the real
// API) on the run's ONE devnet, started by the root config's globalSetup and read with `inject('devnet')`.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'react-devnet',
    environment: 'jsdom',
    include: ['src/**/*.devnet.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
})
