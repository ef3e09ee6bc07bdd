// The `ftm-devnet` command: starts the devnet in the foreground until Ctrl-C / SIGTERM, then saves and exits.

import { formatReadyBanner } from './cli/formatReadyBanner.js'
import { CliUsageError, parseCliArgs, USAGE } from './cli/parseCliArgs.js'
import { startDevnet } from './startDevnet.js'

function fail(message: string): never {
  process.stderr.write(`ftm-devnet: ${message}\n`)
  process.exit(1)
}

async function main(): Promise<void> {
  const options = parseCliArgs(process.argv.slice(2))
  if (options.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const started = performance.now()
  const devnet = await startDevnet({
    dataDir: options.dataDir,
    reset: options.reset,
    ports: { api: options.port, rpc: options.rpcPort },
    host: options.host,
    log: (line) => process.stderr.write(`${line}\n`),
  })
  process.stdout.write(`${formatReadyBanner(devnet, (performance.now() - started) / 1000)}\n`)
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`ftm-devnet: ${signal} again, exiting without waiting\n`)
      process.exit(1)
    }
    stopping = true
    process.stderr.write('ftm-devnet: stopping, saving state…\n')
    devnet.stop().then(
      () => process.exit(0),
      (error: unknown) => fail(`stopping failed: ${(error as Error).message}`),
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  if (error instanceof CliUsageError) fail(error.message)
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'EADDRINUSE')
    fail(`${(error as Error).message}: is another devnet running? Choose --port / --rpc-port`)
  fail((error as Error).message ?? String(error))
})
