// `ftm` entry: `ftm --version` answers before anything else loads; the read commands (balance, assets, price,
// history) and `send` with plain options skip commander (src/fast); everything else loads commander and the command
// definitions, and every implementation (and so the SDK) is imported lazily when its command runs. (Installed, the
// `ftm` bin runs those read commands from their own bundles before this file loads: docs/architecture.md#cli-bundles.)
const args = process.argv.slice(2)
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const { CLI_VERSION } = await import('./version.js')
  process.stdout.write(`${CLI_VERSION}\n`)
} else {
  const { parseFastInvocation } = await import('./fast/parseFastInvocation.js')
  const fast = parseFastInvocation(args)
  if (fast?.name === 'send') {
    // `send`'s own build (dist/fast/send/, docs/architecture.md#cli-bundles) starts the keystore's KDF itself, with the
    // copy of the early-KDF module its unlock asks, before it loads the command.
    const { run } = await import('./fast/send/send.js')
    await run(fast, args)
  } else if (fast) {
    const { runFastInvocation } = await import('./fast/runFastInvocation.js')
    await runFastInvocation(fast)
  } else {
    // With --yes and a password file, the keystore's KDF starts now, before the command loads (docs/behaviour/signing.md#unlocking-in-the-cli).
    const { startEarlyKdf } = await import('./connections/earlyKdf.js')
    startEarlyKdf(args)
    const { createProgram, runProgram } = await import('./program.js')
    await runProgram(createProgram(), process.argv)
  }
}

export {}
