import react from '@vitejs/plugin-react'
import { defineProject } from 'vitest/config'

// The web wallet's devnet tests (`src/**/*.devnet.test.tsx`, beside the code they test) on the run's ONE devnet,
// started by the root config's globalSetup and read with `inject('devnet')`. Files run one at a time, after every
// other project's: the bridge-requests test flips the devnet's bridge switches, which others would see. The browser
// e2e files run in the web project on that devnet too (those that change it for everyone in web-serial).
export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'web-devnet',
    environment: 'jsdom',
    include: ['src/**/*.devnet.test.{ts,tsx}'],
    fileParallelism: false,
    hookTimeout: 300_000,
    setupFiles: ['./test/setup.ts'],
  },
})
