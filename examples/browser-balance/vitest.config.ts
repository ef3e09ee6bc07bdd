import { defineProject } from 'vitest/config'

// Builds the page, serves it, and drives it in Debian's Chromium against one devnet.
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'example-browser-balance',
    include: ['test/**/*.test.ts'],
    globalSetup: ['@ftm-wallet/devnet/vitest-setup'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
