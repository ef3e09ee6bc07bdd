import { type CommandModule, runCommandModule } from '../invocation/action.js'
import type { FastInvocation } from './parseFastInvocation.js'

/**
 * Runs a read command parsed by parseFastInvocation, exactly as commander's action would. Each fast command has its
 * own entry (src/fast/<name>.ts), built as a self-contained bundle so that it loads only the code it runs
 * (docs/architecture.md#cli-bundles).
 */
export function runFastInvocation(
  module: CommandModule<Record<string, unknown>>,
  invocation: FastInvocation,
): Promise<void> {
  return runCommandModule(async () => module, invocation)
}
