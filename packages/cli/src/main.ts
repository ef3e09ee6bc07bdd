// `ftm` entry: `ftm --version` answers before anything else loads; the read commands (balance, assets, price,
// history) and `send` with plain options skip commander (src/fast); everything else loads commander and the command
// definitions, and every implementation (and so the SDK) is imported lazily when its command runs. (Installed, the
// `ftm` bin runs those commands from their own bundles before this file loads: docs/architecture.md#cli-bundles.)
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const { CLI_VERSION } = await import('./version.js')
  process.stdout.write(`${CLI_VERSION}\n`)
} else {
  // With --yes and a password file, the keystore's KDF starts now, before the command loads
  // (docs/behaviour/signing.md#unlocking-in-the-cli); run by bin/ftm.cjs, it has started already and this does nothing.
  const { startEarlyKdfOnce } = await import('./connections/earlyKdf.js')
  startEarlyKdfOnce(args)
  const { parseFastInvocation } = await import('./fast/parseFastInvocation.js')
  const fast = parseFastInvocation(args)
  if (fast) {
    const { runFastInvocation } = await import('./fast/runFastInvocation.js')
    await runFastInvocation(fast)
  } else {
    const { createProgram, runProgram } = await import('./program.js')
    await runProgram(createProgram(), process.argv)
  }
}

export {}
