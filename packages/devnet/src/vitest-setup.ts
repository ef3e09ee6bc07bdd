// Entry `@ftm-wallet/devnet/vitest-setup`: a vitest globalSetup starting one devnet per run (see vitestSetup.ts).
import { setupDevnetForVitest } from './vitestSetup.js'

export default setupDevnetForVitest()
