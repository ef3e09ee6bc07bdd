import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  // Node-side modules resolve with the SSR conditions: without 'source' here, workspace packages
  // (e.g. @ftm-wallet/devnet) load from their possibly stale dist/. The rest are Vite's server defaults.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Devnet tests run in the sdk-devnet project (vitest.devnet.config.ts) on the run's one devnet.
    exclude: ['**/node_modules/**', 'src/**/*.devnet.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
