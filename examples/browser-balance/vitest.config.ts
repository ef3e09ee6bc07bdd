import { defineProject } from 'vitest/config'

// Builds the page, serves it, and drives it in Debian's Chromium against the run's devnet (inject('devnet')).
export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'example-browser-balance',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
})
