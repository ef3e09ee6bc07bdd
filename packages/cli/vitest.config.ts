import { defineProject } from 'vitest/config'

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/buildCli.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
