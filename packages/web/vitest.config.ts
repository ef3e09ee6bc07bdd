import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'
import { serialFiles } from './vitest.serial.config.js'

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  // Tests in the node environment (preview server, e2e) resolve workspace packages from source too.
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'test/*.test.{ts,tsx}', 'test/e2e/*.e2e.test.ts'],
    // Devnet tests run in the web-devnet project (vitest.devnet.config.ts) on the run's one devnet; the e2e files
    // that move its clock or flip its switches in web-serial (vitest.serial.config.ts).
    exclude: ['**/node_modules/**', 'src/**/*.devnet.test.{ts,tsx}', ...serialFiles],
    // An e2e file builds the app if needed and opens Chromium on the run's devnet in its beforeAll.
    hookTimeout: 300_000,
    setupFiles: ['./test/setup.ts'],
  },
})
