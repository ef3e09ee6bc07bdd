// The `ftm send` entry of the fast path, a build of its own (docs/architecture.md#cli-bundles): it starts the keystore's
// KDF (its own copy of connections/earlyKdf.ts is the one the command's unlock asks), then loads the command — only
// what `send` can run, in chunks of this build — and runs it as commander's action would.
import { startEarlyKdf } from '../../connections/earlyKdf.js'
import { runCommandModule } from '../../invocation/action.js'
import type { FastInvocation } from '../parseFastInvocation.js'

export function run(invocation: FastInvocation, argv: readonly string[]): Promise<void> {
  // docs/behaviour/signing.md#unlocking-in-the-cli: before the command and the SDK load.
  startEarlyKdf(argv)
  return runCommandModule(() => import('../../commands/account/send.js'), invocation)
}
