import { defineProject } from 'vitest/config'
import { serialFiles } from './vitest.serial.config.js'

export default defineProject({
  resolve: { conditions: ['source'] },
  // Node-side modules (the devnet's setup) resolve from source too, like the SDK project does.
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files that move the shared devnet's clock or flip its switches run in cli-serial.
    exclude: ['**/node_modules/**', ...serialFiles],
    // dist/ is built once per run; the devnet tests (*.devnet.test.ts) read the run's ONE devnet (inject('devnet')).
    globalSetup: ['test/buildCli.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
