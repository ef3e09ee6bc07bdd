// The vitest global setup of the whole run (root vitest.config.ts): ONE devnet for every project and every test
// file, read with inject('devnet') (docs/architecture.md#testing-on-the-devnet). A run without a devnet or
// browser e2e test file (say `--project sdk`) starts none.
import { setupDevnetForVitest } from '../packages/devnet/src/vitestSetup.js'

/** The test files that read the run's devnet: `*.devnet.test.ts(x)` and the web's Chromium `*.e2e.test.ts`. */
export const DEVNET_TEST_FILE = /\.(devnet|e2e)\.test\.tsx?$/

export default setupDevnetForVitest({
  neededBy: (files) => files.some((file) => DEVNET_TEST_FILE.test(file)),
})
