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
    include: ['src/**/*.test.{ts,tsx}', 'test/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
  },
})
