import { type CommandModule, runCommandModule } from '../invocation/action.js'
import { type FastCommandName, parseFastInvocation } from './parseFastInvocation.js'

/**
 * What a fast command's bundle (dist/fast/<name>.cjs, run by bin/ftm.cjs) does with the command line: runs `module`
 * exactly as commander's action would when `argv` is that command with plain options, and returns undefined
 * otherwise (help, a short flag, anything the fast path leaves to commander), so the full CLI takes over
 * (docs/architecture.md#cli-bundles).
 */
export function runFastEntry(
  name: FastCommandName,
  module: CommandModule<Record<string, unknown>>,
  argv: readonly string[],
): Promise<void> | undefined {
  const invocation = parseFastInvocation(argv)
  if (invocation?.name !== name) return undefined
  return runCommandModule(async () => module, invocation)
}
