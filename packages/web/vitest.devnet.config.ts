import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

// The web wallet's devnet tests (`src/**/*.devnet.test.tsx`, beside the code they test) on ONE devnet per run,
// started by the devnet package's globalSetup and read with `inject('devnet')`. The browser e2e files stay in the
// web project: each starts its own devnet (they run in parallel and change chain state).
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'web-devnet',
    environment: 'jsdom',
    include: ['src/**/*.devnet.test.{ts,tsx}'],
    globalSetup: ['@ftm-wallet/devnet/vitest-setup'],
    hookTimeout: 300_000,
    setupFiles: ['./test/setup.ts'],
  },
})
