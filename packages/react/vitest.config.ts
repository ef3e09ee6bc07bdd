import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'react',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // Devnet tests run in the react-devnet project (vitest.devnet.config.ts) on the run's one devnet.
    exclude: ['**/node_modules/**', 'src/**/*.devnet.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
})
