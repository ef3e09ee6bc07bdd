import { defineProject } from 'vitest/config'

/**
 * The CLI's devnet tests that change the run's shared devnet for everyone: they move its clock (`advance`), arm
 * its R1 answer (`unconfirmed`), flip its bridge switches or switch automine off (`mining`). They run one at a time, after every other project's
 * files (vitest runs projects without file parallelism last), so no other file sees a jump mid-test.
 */
export const serialFiles = [
  'test/e2e.devnet.test.ts',
  'test/cast.devnet.test.ts',
  'test/unconfirmed.devnet.test.ts',
  'test/bridgeRequests.devnet.test.ts',
  'test/pending.devnet.test.ts',
  'test/undelegateSlashing.devnet.test.ts',
]

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  test: {
    name: 'cli-serial',
    include: serialFiles,
    fileParallelism: false,
    // dist/ is built once per run (shared with the cli project); the devnet is the run's one (inject('devnet')).
    globalSetup: ['test/buildCli.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
