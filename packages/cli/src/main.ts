// `ftm` entry: `ftm --version` answers before anything else loads; the read commands (balance, assets, price,
// history) with plain options skip commander (src/fast) and each loads its own self-contained bundle (dist/fast/<name>.js,
// docs/architecture.md#cli-bundles); everything else loads commander and the command definitions, and every
// implementation (and so the SDK) is imported lazily when its command runs.
import type { FastCommandName, FastInvocation } from './fast/parseFastInvocation.js'

/**
 * The fast read commands' entries. These specifiers are left as they are by the main build (tsup.config.ts) and
 * name the bundles built beside it: they must stay literal and relative to this file.
 */
const fastEntries: Record<
  FastCommandName,
  () => Promise<{ run(invocation: FastInvocation): Promise<void> }>
> = {
  balance: () => import('./fast/balance.js'),
  assets: () => import('./fast/assets.js'),
  price: () => import('./fast/price.js'),
  history: () => import('./fast/history.js'),
}

const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const { CLI_VERSION } = await import('./version.js')
  process.stdout.write(`${CLI_VERSION}\n`)
} else {
  // With --yes and a password file, the keystore's KDF starts now, before the command loads (docs/behaviour/signing.md#unlocking-in-the-cli).
  const { startEarlyKdf } = await import('./connections/earlyKdf.js')
  startEarlyKdf(args)
  const { parseFastInvocation } = await import('./fast/parseFastInvocation.js')
  const fast = parseFastInvocation(args)
  if (fast) {
    const { run } = await fastEntries[fast.name]()
    await run(fast)
  } else {
    const { createProgram, runProgram } = await import('./program.js')
    await runProgram(createProgram(), process.argv)
  }
}
