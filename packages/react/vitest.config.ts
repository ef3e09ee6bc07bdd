import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // One devnet for the whole react run: the query hooks are tested against its real API.
    globalSetup: ['@ftm-wallet/devnet/vitest-setup'],
    testTimeout: 30_000,
  },
})
