import { defineProject } from 'vitest/config'

/**
 * The Chromium e2e files that change the run's shared devnet for everyone: they move its clock (`advance`), arm its
 * R1 answer (`unconfirmed`), flip its bridge switches, switch automine off (`mining`) or fluid staking off (`staking`). They run one at a time, after every other project's files
 * (vitest runs projects without file parallelism last), so no other file sees a jump mid-test.
 */
export const serialFiles = [
  'test/e2e/staking.e2e.test.ts',
  'test/e2e/fmint.e2e.test.ts',
  'test/e2e/bridge.e2e.test.ts',
  'test/e2e/unconfirmed.e2e.test.ts',
  'test/e2e/journeys.e2e.test.ts',
  'test/e2e/pending.e2e.test.ts',
  'test/e2e/history.e2e.test.ts',
  'test/e2e/extensionPending.e2e.test.ts',
  'test/e2e/fluidStaking.e2e.test.ts',
]

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
  test: {
    name: 'web-serial',
    environment: 'node',
    include: serialFiles,
    fileParallelism: false,
    // Each file builds the app if needed and opens Chromium in its beforeAll; the devnet is the run's one.
    hookTimeout: 300_000,
  },
})
