import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  // Tests in the node environment (preview server, e2e) resolve workspace packages from source too.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/*.test.{ts,tsx}', 'test/e2e/*.e2e.test.ts'],
    // Devnet tests run in the web-devnet project (vitest.devnet.config.ts) on the run's one devnet.
    exclude: ['**/node_modules/**', 'src/**/*.devnet.test.{ts,tsx}'],
    // The e2e file builds the app if needed and starts a devnet and Chromium in its beforeAll.
    hookTimeout: 300_000,
    setupFiles: ['./test/setup.ts'],
  },
})
