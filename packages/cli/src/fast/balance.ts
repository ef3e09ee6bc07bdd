// The `ftm balance` bundle of the fast path, run by bin/ftm.cjs (docs/architecture.md#cli-bundles).
import * as command from '../commands/account/balance.js'
import { runFastEntry } from './entry.js'

export const main = (argv: readonly string[]): Promise<void> | undefined =>
  runFastEntry('balance', command, argv)
