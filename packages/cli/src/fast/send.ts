// The `ftm send` bundle of the fast path, run by bin/ftm.cjs (docs/architecture.md#cli-bundles). bin/ftm.cjs has
// started the keystore's KDF before this file loads, with dist/fast/kdf.cjs — the copy of connections/earlyKdf.ts this
// bundle's unlock asks too (docs/behaviour/signing.md#unlocking-in-the-cli).
import * as command from '../commands/account/send.js'
import { runFastEntry } from './entry.js'

export const main = (argv: readonly string[]): Promise<void> | undefined =>
  runFastEntry('send', command, argv)
